import { existsSync, readFileSync } from 'node:fs';
import { Component, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PracticeLabError from '@/app/(portal)/student/practice/error';

// docs/architecture.md#practice-lab: an exercise that throws is replaced by the lab's notice, inside the
// portal, while everything around it stands. No page of the lab can be made to throw from outside without a
// backdoor (a corrupt stored state counts as the start state), so this renders the boundary itself: the
// segment's error.tsx as React's error fallback around an exercise that throws, beside a sibling that must
// stay.

const ERROR_FILE = 'app/(portal)/student/practice/error.tsx';

function ThrowingExercise(): ReactNode {
  throw Object.assign(new Error('relation "practice_state" does not exist'), { digest: '1234567890' });
}

/** What Next does with a segment's error.tsx: render it in place of the segment when the segment throws. */
class SegmentBoundary extends Component<{ children: ReactNode }, { error: (Error & { digest?: string }) | null }> {
  state = { error: null as (Error & { digest?: string }) | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <PracticeLabError error={this.state.error} reset={() => {}} /> : this.props.children;
  }
}

describe('the practice lab fault boundary', () => {
  it('sits on the lab segment and is a client component, as Next requires', () => {
    expect(existsSync(ERROR_FILE)).toBe(true);
    expect(readFileSync(ERROR_FILE, 'utf8')).toMatch(/^'use client';/);
  });

  it('shows the notice, a retry and the way to the other exercises, never the error itself', () => {
    const failure = Object.assign(new Error('relation "practice_state" does not exist'), { digest: '1234567890' });
    const html = renderToStaticMarkup(<PracticeLabError error={failure} reset={() => {}} />);
    expect(html).toContain('data-test="practice-lab-error"');
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/<button[^>]*data-test="practice-lab-error-retry"[^>]*>Try again<\/button>/);
    expect(html).toMatch(/<a href="\/student\/practice"[^>]*data-test="practice-lab-error-list"[^>]*>All exercises<\/a>/);
    expect(html).toContain('Reference: <code>1234567890</code>');
    expect(html).not.toContain('practice_state');
  });

  it('replaces only the exercise that threw: the portal around it still renders', () => {
    const html = renderBoundaryOnce();
    expect(html).toContain('data-test="portal-nav"');
    expect(html).toContain('data-test="practice-lab-error"');
    expect(html).not.toContain('relation');
  });
});

/**
 * The server renderer does not run error boundaries, so this walks the boundary by hand: the segment's
 * child throws, getDerivedStateFromError gives the state React would keep, and the tree renders with it.
 */
function renderBoundaryOnce(): string {
  let error: (Error & { digest?: string }) | null = null;
  try {
    renderToStaticMarkup(<ThrowingExercise />);
  } catch (thrown) {
    error = SegmentBoundary.getDerivedStateFromError(thrown as Error).error;
  }
  return renderToStaticMarkup(
    <div>
      <nav data-test="portal-nav">Portal</nav>
      {error ? <PracticeLabError error={error} reset={() => {}} /> : <SegmentBoundary><ThrowingExercise /></SegmentBoundary>}
    </div>,
  );
}
