import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ScoreSuiteSection } from '@/components/practice/score-suite-section';
import { ToolCallsSection } from '@/components/practice/tool-calls-section';

// The task sheet's two disclosures share one section (components/practice/sheet-disclosure.tsx): named, closed at
// first with its content out of the page, the button waiting for hydration and naming what it opens.

describe('the task sheet disclosures', () => {
  const sections = [
    { html: renderToStaticMarkup(<ToolCallsSection calls={[]} />), label: 'Calls per tool', section: 'task-sheet-tool-calls', toggle: 'tool-calls-toggle', body: 'tool-calls-tabs' },
    { html: renderToStaticMarkup(<ScoreSuiteSection exercise="book-list" />), label: 'Score your suite', section: 'task-sheet-score-suite', toggle: 'score-suite-toggle', body: 'score-suite-calls' },
  ];

  it.each(sections)('$label is a named section with its toggle, closed and its content not in the page', ({ html, label, section, toggle, body }) => {
    expect(html).toMatch(new RegExp(`^<section aria-label="${label}"[^>]*data-test="${section}"`));
    const button = /<button[^>]*>/.exec(html)![0];
    expect(button).toContain(`data-test="${toggle}"`);
    expect(button).toContain('aria-expanded="false"');
    expect(button).toContain('disabled=""');
    expect(button).not.toContain('aria-controls');
    expect(html).not.toContain(body);
  });
});
