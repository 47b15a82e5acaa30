// Reads the JUnit XML reports of the practice-kit runs (Playwright's junit reporter and pytest's --junitxml both
// write one): every test case with its outcome. Plain Node, so scripts/test-summary.mjs can use it too.
import fs from 'node:fs';

const unescape = (text) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * @param {string} file
 * @returns {{ name: string, seconds: number, outcome: 'passed' | 'failed' | 'skipped', message: string }[]}
 */
export function readJunit(file) {
  const xml = fs.readFileSync(file, 'utf8');
  const cases = [];
  // A test case is either self-closing or holds its failure, error, skip and output elements.
  const pattern = /<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g;
  for (const [, attributes, body = ''] of xml.matchAll(pattern)) {
    const name = unescape(/\bname="([^"]*)"/.exec(attributes)?.[1] ?? '');
    const seconds = Number(/\btime="([^"]*)"/.exec(attributes)?.[1] ?? 0);
    const failure = /<(?:failure|error)\b([^>]*)>?([\s\S]*?)(?:<\/(?:failure|error)>|$)/.exec(body);
    const outcome = failure ? 'failed' : /<skipped\b/.test(body) ? 'skipped' : 'passed';
    // What the failure said: its message attribute, or (Playwright writes none) the start of its text.
    const message = failure ? unescape(/\bmessage="([^"]*)"/.exec(failure[1])?.[1] || failure[2].replace(/<!\[CDATA\[|\]\]>/g, '')).trim() : '';
    cases.push({ name, seconds, outcome, message });
  }
  return cases;
}
