// Adds up the JSON reports of every test run in `npm test` into one closing line.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const parts = [];

for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  let p;
  let f;
  let s;
  if (report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky = passed on retry.
    p = report.stats.expected + report.stats.flaky;
    f = report.stats.unexpected;
    s = report.stats.skipped;
  } else {
    p = report.numPassedTests;
    f = report.numFailedTests;
    s = report.numPendingTests + (report.numTodoTests ?? 0);
  }
  passed += p;
  failed += f;
  skipped += s;
  parts.push(`${file.replace('.json', '')}: ${p}`);
}

console.log(`\n${parts.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
