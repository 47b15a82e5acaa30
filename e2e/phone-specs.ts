import fs from 'node:fs';
import path from 'node:path';

// Which specs the phone project runs (playwright.config.ts): those whose text shows they depend on the layout. A spec
// that branches on `isMobile` does something else on a phone (the menu, a table that becomes cards); one with a
// @touch test has a touch journey; one tagged @phone checks what the viewport changes (axe, a screenshot, a
// carousel). Read from the files, so a new spec of that kind runs on the phone without a list to keep.

const DEPENDS_ON_LAYOUT = /\bisMobile\b|@touch\b|@phone\b/;

/** Patterns for the phone's specs under `testDir`, as paths from it (the shuffled mirror prefixes `NNN-`). */
export function phoneSpecs(testDir: string): RegExp[] {
  const files = fs.readdirSync(testDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.spec.ts'));
  return files
    .filter((file) => DEPENDS_ON_LAYOUT.test(fs.readFileSync(path.join(testDir, file), 'utf8')))
    .map((file) => new RegExp(`${escape(file.split(path.sep).join('/'))}$`));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
