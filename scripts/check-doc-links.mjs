#!/usr/bin/env node
// Checks that every reference to the documentation resolves: code comments cite headings as
// `docs/<file>.md#<anchor>`, and the Markdown files link to each other with relative links. A
// reference is broken when its file does not exist or the file has no heading with that anchor
// (GitHub's slug: lower case, punctuation dropped, spaces to hyphens, repeats numbered -1, -2, ...).
// It also checks the repository paths the documents and code comments name in backticks (`lib/api/route.ts`,
// `e2e/`): each must exist, so a doc cannot keep describing a file that moved or went.
//
//   node scripts/check-doc-links.mjs      exits 1 and lists the broken references, if any
//
// Plain Node, no dependencies; tests/unit/doc-links.test.ts runs findBrokenDocLinks over the repo.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCANNED_EXTENSIONS = new Set(['.ts', '.tsx', '.mjs', '.md']);
// Folders never scanned: dependencies, build output, scratch space and local data.
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'tmp', 'data', 'uploads', 'out', 'playwright-report']);
const isSkippedDir = (name) => SKIPPED_DIRS.has(name) || name.startsWith('.next') || name.startsWith('test-results');

// `docs/product.md#registration`, anywhere in a file (comments, strings, Markdown).
const DOCS_REFERENCE = /(?<![\w./-])docs\/([\w./-]+?\.md)(?:#([\w-]+))?/g;
// `[text](target)` in Markdown; the target is checked when it is a relative .md file or `#anchor`.
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

// A backticked repository path: it starts with one of the repository's top folders and holds no placeholder (`{id}`,
// `…`, `*`, `<name>`), which would make it a pattern rather than a path.
const REPO_FOLDERS = ['lib', 'app', 'tests', 'e2e', 'e2e-cluster', 'scripts', 'docs', 'components', 'server', 'practice-kits', 'bench'];
const BACKTICKED = /`([^`\s]+)`/g;
const REPO_PATH = new RegExp(`^(?:${REPO_FOLDERS.join('|')})/[\\w.()\\[\\]@+-]*(?:/[\\w.()\\[\\]@+-]*)*$`);

/** The repository path a backticked text names, without its anchor or line number; null when it names none. */
export function repoPathIn(text) {
  const bare = text.replace(/#[\w-]*$/, '').replace(/:\d+(?::\d+)?$/, '');
  return REPO_PATH.test(bare) ? bare : null;
}

/** The comment part of a line of code (`//` to the end, or a block comment's line); empty when it has none. */
function commentOf(line) {
  const trimmed = line.trimStart();
  if (trimmed.startsWith('*') || trimmed.startsWith('/*') || trimmed.startsWith('//')) return line;
  const at = line.search(/(?:^|\s)\/\/\s/);
  return at === -1 ? '' : line.slice(at);
}

/**
 * Whether the path a file names exists: from the repository's root, or, for a path inside an exercise's folder as the
 * exercise pages and the lab's architecture name them (`server/caller.ts`), in that exercise's folder (the page's
 * own for docs/practice/{id}.md, any exercise's elsewhere).
 */
function pathExists(root, file, named) {
  if (fs.existsSync(path.join(root, named))) return true;
  if (!named.startsWith('server/')) return false;
  const exercises = path.join(root, 'lib', 'practice', 'exercises');
  const page = /^docs\/practice\/([\w-]+)\.md$/.exec(path.relative(root, file).split(path.sep).join('/'));
  const folders = page ? [page[1]] : fs.existsSync(exercises) ? fs.readdirSync(exercises) : [];
  return folders.some((folder) => fs.existsSync(path.join(exercises, folder, named)));
}

/** GitHub's anchor for a heading's text. */
export function slugify(heading) {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor the headings of a Markdown text produce (headings inside code fences do not count). */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMatch = /^\s*(```|~~~)/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1];
      else if (fence === fenceMatch[1]) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slugify(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!isSkippedDir(entry.name)) yield* filesUnder(path.join(dir, entry.name));
    } else if (entry.isFile() && SCANNED_EXTENSIONS.has(path.extname(entry.name))) {
      yield path.join(dir, entry.name);
    }
  }
}

/**
 * The references in the repository at `root` that do not resolve, each as
 * `{ file, line, reference, problem }` (file relative to root). An empty list means all is well.
 */
export function findBrokenDocLinks(root) {
  const anchorCache = new Map();
  const anchorsOf = (file) => {
    if (!anchorCache.has(file)) {
      anchorCache.set(file, fs.existsSync(file) && fs.statSync(file).isFile() ? headingAnchors(fs.readFileSync(file, 'utf8')) : null);
    }
    return anchorCache.get(file);
  };

  const broken = [];
  const check = (source, lineNumber, reference, target, anchor) => {
    const anchors = anchorsOf(target);
    let problem = null;
    if (anchors === null) problem = `no such file: ${path.relative(root, target)}`;
    else if (anchor && !anchors.has(anchor)) problem = `no heading with the anchor #${anchor} in ${path.relative(root, target)}`;
    if (problem) broken.push({ file: path.relative(root, source), line: lineNumber, reference, problem });
  };

  for (const file of filesUnder(root)) {
    const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/);
    const isMarkdown = path.extname(file) === '.md';
    let fence = false;
    lines.forEach((text, index) => {
      for (const match of text.matchAll(DOCS_REFERENCE)) {
        check(file, index + 1, match[0], path.join(root, 'docs', match[1]), match[2]);
      }
      // Repository paths in backticks: in a document's prose (not its code blocks), in a code file's comments.
      if (isMarkdown && /^\s*(```|~~~)/.test(text)) fence = !fence;
      const prose = isMarkdown ? (fence ? '' : text) : commentOf(text);
      for (const match of prose.matchAll(BACKTICKED)) {
        const named = repoPathIn(match[1]);
        if (named && !pathExists(root, file, named)) {
          broken.push({ file: path.relative(root, file), line: index + 1, reference: match[1], problem: `no such path in the repository: ${named}` });
        }
      }
      if (!isMarkdown) return;
      for (const match of text.matchAll(MARKDOWN_LINK)) {
        const target = match[1];
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: and the like
        const [filePart, anchor] = target.split('#', 2);
        if (filePart === '') {
          check(file, index + 1, target, file, anchor);
        } else if (filePart.endsWith('.md')) {
          check(file, index + 1, target, path.resolve(path.dirname(file), filePart), anchor);
        }
      }
    });
  }
  return broken;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const broken = findBrokenDocLinks(root);
  if (broken.length === 0) {
    console.log('check-doc-links: every documentation reference resolves.');
  } else {
    for (const { file, line, reference, problem } of broken) console.error(`${file}:${line}: ${reference}: ${problem}`);
    console.error(`check-doc-links: ${broken.length} broken reference(s).`);
    process.exit(1);
  }
}
