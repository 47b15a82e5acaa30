import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBrokenDocLinks, headingAnchors, slugify } from '../../scripts/check-doc-links.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
// Scratch repositories name their docs folder through this, so the repository scan above never reads
// their (partly broken on purpose) references as the repository's own.
const DOCS = 'docs';

describe('documentation references', () => {
  it('every docs/*.md#anchor in the repository names an existing heading', () => {
    expect(findBrokenDocLinks(repoRoot)).toEqual([]);
  });
});

describe('check-doc-links', () => {
  let dir: string | null = null;

  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = null;
  });

  /** A scratch repository with the given files (paths relative to its root). */
  function scratchRepo(files: Record<string, string>): string {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    return dir;
  }

  it('makes GitHub-style anchors', () => {
    expect(slugify('Login and logout')).toBe('login-and-logout');
    expect(slugify('Admin: students')).toBe('admin-students');
    expect(slugify('`withRoute` and errors')).toBe('withroute-and-errors');
    expect(slugify('E-mail (verification)')).toBe('e-mail-verification');
  });

  it('numbers repeated headings and ignores headings inside code fences', () => {
    const anchors = headingAnchors(['# Title', '## Notes', '## Notes', '```', '## Not a heading', '```'].join('\n'));
    expect([...anchors]).toEqual(['title', 'notes', 'notes-1']);
  });

  it('reports a missing heading and a missing file, and accepts a good reference', () => {
    const ref = (file: string, anchor: string) => `${DOCS}/${file}.md#${anchor}`;
    const root = scratchRepo({
      [`${DOCS}/guide.md`]: '# Guide\n\n## Sign in\n',
      'lib/a.ts': `// ${ref('guide', 'sign-in')}\n// ${ref('guide', 'sign-out')}\n`,
      'lib/b.tsx': `/** ${ref('missing', 'anything')} */\n`,
    });
    const broken = findBrokenDocLinks(root);
    expect(broken.map(({ file, line }) => `${file}:${line}`)).toEqual(['lib/a.ts:2', 'lib/b.tsx:1']);
    expect(broken[0].problem).toContain('#sign-out');
    expect(broken[1].problem).toContain('no such file');
  });

  it('checks relative Markdown links between documents, and skips node_modules', () => {
    const root = scratchRepo({
      [`${DOCS}/a.md`]: '# A\n\nSee [b](b.md#part) and [c](b.md#nope) and [web](https://example.com/x.md#y).\n',
      [`${DOCS}/b.md`]: '# B\n\n## Part\n',
      'node_modules/pkg/readme.md': '[broken](nothing.md#at-all)\n',
    });
    expect(findBrokenDocLinks(root).map(({ reference }) => reference)).toEqual(['b.md#nope']);
  });
});
