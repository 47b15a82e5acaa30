import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { expect, test } from '../fixtures';
import { PAID_STUDENT } from '../helpers';
import { openExercise } from './helpers';
import { KIT_LABELS, starterKitName } from '../../lib/practice/starter-kits';

// The starter kits' links on an exercise page (docs/practice/README.md#starter-kits). What the kits hold, and that
// they run green against the built app, is checked by scripts/practice-kits/run.ts in `npm test`; which kits each
// exercise offers, by tests/unit/practice/starter-kits/kit-contents.test.ts.

/** An exercise page's kits: the browser tools' (the SOAP service's is a zeep kit). */
const PAGE_KIT_TOOLS = ['playwright', 'selenium-python'] as const;

test('an exercise page offers its two starter kits, and a click downloads the zip', { tag: '@desktop' }, async ({ page }) => {
  await openExercise(page, PAID_STUDENT, 'mouse-action');
  const kits = page.getByRole('region', { name: 'Starter kits' });
  await expect(kits.getByRole('link')).toHaveCount(PAGE_KIT_TOOLS.length);
  for (const tool of PAGE_KIT_TOOLS) {
    const { tool: name, language } = KIT_LABELS[tool];
    const link = kits.getByRole('link', { name: `Download the ${name} (${language}) starter kit` });
    await expect(link).toHaveAttribute('data-test', `starter-kit-${tool}`);
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    const root = starterKitName('mouse-action', tool);
    expect(download.suggestedFilename()).toBe(`${root}.zip`);
    const files = Object.keys(unzipSync(new Uint8Array(await readFile((await download.path())!))));
    expect(files).toContain(`${root}/README.md`);
    expect(files.some((file) => /^[^/]+\/tests\/.+/.test(file))).toBe(true);
  }
});
