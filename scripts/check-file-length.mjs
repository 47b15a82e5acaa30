// Fails when a source file is longer than 250 lines (docs/architecture.md#file-size): a long file is
// usually several things that want names of their own. Generated files and seed data are exempt.
//   node scripts/check-file-length.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX_LINES = 250;
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs|css)$/;
// Generated (migrations, drizzle snapshots) and seed data: long by nature, never edited by hand.
const EXEMPT = [/^drizzle\//, /^lib\/db\/migrations\//, /(^|\/)seed[-/]/, /\/seed-data\//, /\.d\.ts$/, /^next-env\.d\.ts$/];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCE.test(file) && !EXEMPT.some((pattern) => pattern.test(file)));

const long = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the work tree
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_LINES) long.push(`${lines}\t${file}`);
}

if (long.length > 0) {
  console.error(`Files over ${MAX_LINES} lines:\n${long.sort().join('\n')}`);
  process.exit(1);
}
console.log(`check-file-length: ${files.length} files, none over ${MAX_LINES} lines.`);
