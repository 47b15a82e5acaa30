import { CYPRESS_INTRO, SELENIUM_INTRO, TOOL_LABELS, TOOLS, type Tool, type WidgetCalls } from './task-sheet-types';

// The "Calls per tool" section of docs/practice/{exercise}.md, written from the same data as the task sheet
// (lib/practice/exercises/{exercise}/tool-calls.ts). `npm run docs:tool-calls` rewrites it between the two
// markers; tests/unit/practice/tool-calls.test.ts fails when the docs and the data disagree.

export const TOOL_CALLS_START = '<!-- calls-per-tool: generated from lib/practice/exercises/{exercise}/tool-calls.ts by npm run docs:tool-calls -->';
export const TOOL_CALLS_END = '<!-- calls-per-tool: end -->';

const FENCE: Record<Tool, string> = { playwright: 'ts', seleniumPython: 'python', seleniumJava: 'java', cypress: 'js' };

function widgetMarkdown(widget: WidgetCalls): string {
  const lines = [`### ${widget.widget}`, '', `Hooks: ${widget.hooks.map((hook) => `\`${hook}\``).join(', ')}`, ''];
  if (widget.note) lines.push(`> ${widget.note}`, '');
  for (const tool of TOOLS) {
    const code = widget[tool];
    if (!code) continue;
    lines.push(`${TOOL_LABELS[tool]}:`, '', `\`\`\`${FENCE[tool]}`, code, '```', '');
  }
  return lines.join('\n');
}

/** The whole section, markers included, for one exercise's calls. */
export function toolCallsMarkdown(calls: readonly WidgetCalls[]): string {
  return [
    TOOL_CALLS_START,
    '## Calls per tool',
    '',
    "The task sheet's \"Calls per tool\" shows the same calls, one tab per tool. Each uses the hooks above; a note says where a tool cannot use its usual API and names the way this page offers instead.",
    '',
    `**Selenium.** ${SELENIUM_INTRO.replace('click()', '`click()`')}`,
    '',
    `**Cypress.** ${CYPRESS_INTRO.replace("cy.get('[data-test=\"…\"]')", "`cy.get('[data-test=\"…\"]')`")}`,
    '',
    ...calls.map(widgetMarkdown),
    TOOL_CALLS_END,
  ].join('\n');
}

/** The doc with its section replaced, or appended at the end when it has none yet. */
export function withToolCalls(doc: string, calls: readonly WidgetCalls[]): string {
  const section = toolCallsMarkdown(calls);
  const start = doc.indexOf(TOOL_CALLS_START);
  const end = doc.indexOf(TOOL_CALLS_END);
  if (start >= 0 && end > start) return doc.slice(0, start) + section + doc.slice(end + TOOL_CALLS_END.length);
  return `${doc.trimEnd()}\n\n${section}\n`;
}
