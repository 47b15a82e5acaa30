import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBrokenDocLinks, headingAnchors, repoPathIn, slugify } from '../../scripts/check-doc-links.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
// Scratch repositories name their docs folder through this, so the repository scan above never reads
// their (partly broken on purpose) references as the repository's own.
const DOCS = 'docs';

describe('documentation references', () => {
  it('every docs/*.md#anchor in the repository names an existing heading, and every backticked path exists', () => {
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

  it('reads a backticked text as a repository path only when it looks like one', () => {
    expect(repoPathIn('lib/api/route.ts')).toBe('lib/api/route.ts');
    expect(repoPathIn('app/api/practice/v1/[...path]/route.ts')).toBe('app/api/practice/v1/[...path]/route.ts');
    expect(repoPathIn('e2e/')).toBe('e2e/');
    expect(repoPathIn('docs/product.md#registration')).toBe('docs/product.md');
    expect(repoPathIn('lib/api/route.ts:42')).toBe('lib/api/route.ts');
    for (const notAPath of ['lib/practice/exercises/{id}/', 'app/api/…/route.ts', 'tests/**/*.ts', 'withRoute', 'library/x.ts', 'node_modules/x']) {
      expect(repoPathIn(notAPath), notAPath).toBeNull();
    }
  });

  it("reports a backticked path that does not exist, in a document's prose or a code comment, and nothing else", () => {
    const root = scratchRepo({
      'lib/real.ts': '// `lib/real.ts` and `lib/gone.ts`\nconst text = `lib/in-a-string.ts`;\n',
      'lib/practice/exercises/shop/server/cart.ts': '',
      [`${DOCS}/guide.md`]: '# Guide\n\n`lib/real.ts`, `app/missing/route.ts`, `lib/practice/exercises/{id}/`.\n\n```\n`lib/in-a-code-block.ts`\n```\n',
      [`${DOCS}/practice/shop.md`]: '# Shop\n\nThe cart in `server/cart.ts`, the till in `server/till.ts`.\n',
    });
    expect(findBrokenDocLinks(root).map(({ file, reference }) => `${file} ${reference}`).sort()).toEqual([
      `${DOCS}/guide.md app/missing/route.ts`,
      `${DOCS}/practice/shop.md server/till.ts`,
      'lib/real.ts lib/gone.ts',
    ]);
  });
});
