import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { RuleForm } from '@/components/admin/certificates/rule-form';
import type { CourseRuleView } from '@/lib/certificates/rules';

// docs/product.md#certificates: the admin's rule form names how each requirement is verified, and warns about a
// rule of topics alone, whose certificates say they are self-attested.

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const rule = (over: Partial<CourseRuleView>): CourseRuleView => ({
  courseId: 1,
  courseName: 'Manual Testing',
  allTopics: false,
  videoPercent: null,
  exercises: null,
  defects: null,
  challenges: null,
  suitePercent: null,
  suiteExercises: null,
  updatedAt: null,
  ...over,
});
const unescape = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('the certificate rule form', () => {
  it('names how each requirement is verified', () => {
    const html = unescape(renderToStaticMarkup(<RuleForm rule={rule({})} />));
    expect(html).toContain('All topics read (self-attested: learners mark topics read)');
    expect(html).toContain("Videos watched (%), by the server's playback clock");
    expect(html).toContain('Defects found, seen by the server or reported by the page');
    expect(html).toContain('Challenges met, checked by the server');
  });

  it('warns about a rule of topics alone, and not about one that asks for more', () => {
    const topicsOnly = renderToStaticMarkup(<RuleForm rule={rule({ allTopics: true, updatedAt: '2026-11-01T00:00:00.000Z' })} />);
    expect(topicsOnly).toContain('data-test="rule-self-attested-warning"');
    expect(topicsOnly).toContain('Self-attested: topics marked read');
    const more = renderToStaticMarkup(<RuleForm rule={rule({ allTopics: true, exercises: 2 })} />);
    expect(more).not.toContain('rule-self-attested-warning');
  });
});
