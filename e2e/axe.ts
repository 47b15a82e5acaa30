import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 A/AA rules, and axe's best practices (landmarks, heading order, …). */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** No accessibility violation of any impact (minor to critical) on the current page. */
export async function expectNoA11yViolations(page: Page) {
  // Legacy mode runs axe.run in the page itself (same-origin frames included: the app has no cross-origin one), where
  // the default mode opens a blank page per check to merge the frames' results; and only violations get their
  // nodes collected. Same rules and same violations, at about 40 % of the time (measured on /, /contact, /register:
  // 2.4 s → 0.85 s, 2.0 → 1.1, 1.5 → 0.5).
  const results = await new AxeBuilder({ page })
    .withTags(A11Y_TAGS)
    .setLegacyMode()
    // WCAG 2.5.3 (label in name, level A): @axe-core/playwright's axe 4.13 still marks the rule experimental and
    // leaves it off; a button named 'Change the verdict of report 6' that shows 'Change verdict' must fail here.
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const violations = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}
