import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ChallengeList } from '@/components/practice/challenge-list';
import { ChallengeItem } from '@/components/practice/challenges/challenge-item';
import { ChallengeReadState } from '@/components/practice/challenges/challenge-read-state';
import { parseChallengeList } from '@/lib/practice/challenges/shapes';

// The challenge list of an exercise page (components/practice/challenge-list.tsx), rendered to HTML: its hooks, a
// met challenge ticked in words with its time, and the loading and error states.

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

const html = (node: React.ReactElement) => renderToStaticMarkup(node);
const CHALLENGE = { id: 'BKL-C01', exercise: 'book-list', title: 'HEAD a book', description: 'Send HEAD for a book.' };

describe('the challenge list', () => {
  it('opens loading, under a heading, with a Refresh button', () => {
    const page = html(<ChallengeList exercise="book-list" />);
    expect(page).toMatch(/<section aria-labelledby="challenges-title" data-test="challenges"/);
    expect(page).toMatch(/<h2 id="challenges-title"[^>]*>Challenges<\/h2>/);
    expect(page).toContain('data-test="challenge-list-loading"');
    expect(page).toMatch(/<button[^>]*data-test="challenge-refresh"[^>]*>Refresh<\/button>/);
  });

  it('ticks a met challenge with the time it was met, and says "Not met yet" otherwise', () => {
    const met = html(<ChallengeItem challenge={{ ...CHALLENGE, met: true, metAt: '2031-03-01T10:00:00.000Z' }} />);
    expect(met).toContain('data-test="challenge-BKL-C01"');
    expect(met).toContain('data-met="true"');
    expect(met).toMatch(/data-test="challenge-state">Met <time dateTime="2031-03-01T10:00:00.000Z">/);
    const open = html(<ChallengeItem challenge={{ ...CHALLENGE, met: false, metAt: null }} />);
    expect(open).toContain('data-met="false"');
    expect(open).toContain('data-test="challenge-state">Not met yet<');
  });

  it('shows a failed read with Try again', () => {
    const failed = html(
      <ChallengeReadState state={{ phase: 'failed', status: 500, message: 'Your challenges could not be loaded.' }} retry={vi.fn()}>
        {() => null}
      </ChallengeReadState>,
    );
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('data-test="challenge-list-error"');
    expect(failed).toContain('Your challenges could not be loaded.');
    expect(failed).toMatch(/data-test="challenge-list-retry"[^>]*>Try again</);
  });

  it('reads only a reply of the promised shape', () => {
    const reply = { challenges: [{ ...CHALLENGE, met: false, metAt: null }], met: 0, total: 1 };
    expect(parseChallengeList(reply)).toEqual(reply);
    expect(parseChallengeList({ challenges: [{ id: 'x' }], met: 0, total: 1 })).toBeNull();
    expect(parseChallengeList({ message: 'nope' })).toBeNull();
  });
});
