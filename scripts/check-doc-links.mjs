#!/usr/bin/env node
// Checks that every reference to the documentation resolves: code comments cite headings as
// `docs/<file>.md#<anchor>`, and the Markdown files link to each other with relative links. A
// reference is broken when its file does not exist or the file has no heading with that anchor
// (GitHub's slug: lower case, punctuation dropped, spaces to hyphens, repeats numbered -1, -2, ...).
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
    lines.forEach((text, index) => {
      for (const match of text.matchAll(DOCS_REFERENCE)) {
        check(file, index + 1, match[0], path.join(root, 'docs', match[1]), match[2]);
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
