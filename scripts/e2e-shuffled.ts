// Runs the e2e suite with its spec files in a seeded random order, to prove that no spec depends on another
// having run first: `npm run test:e2e:shuffled -- [seed] [playwright args…]` (needs `npm run build` first).
// `npm test` runs the suite this way with a fresh seed each time (printed first, to replay an order).
//
// Playwright runs files in the order of their names and skips symbolic links, so the suite is mirrored into
// `.e2e-shuffled/` with hard links: every spec under a name that starts with its drawn position, each helper
// beside it under its own name. The mirror sits next to e2e/, so the specs' relative imports (`../lib/…`,
// `./fixtures`) resolve as they do from e2e/. It is removed afterwards.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from '../lib/seeded-random';

const root = path.resolve(import.meta.dirname, '..');
const source = path.join(root, 'e2e');
const mirror = path.join(root, '.e2e-shuffled');
const [seedArg, ...playwrightArgs] = process.argv.slice(2);
const seed = /^\d+$/.test(seedArg ?? '') ? Number(seedArg) : Date.now() % 1_000_000;

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

function link(relativeSource: string, relativeTarget: string) {
  const target = path.join(mirror, relativeTarget);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (!fs.existsSync(target)) fs.linkSync(path.join(source, relativeSource), target);
}

const files = filesUnder(source);
const specs = files.filter((file) => file.endsWith('.spec.ts'));
const helpers = files.filter((file) => !file.endsWith('.spec.ts'));
const random = seededRandom(seed);
const order = specs.map((spec) => ({ spec, key: random() })).sort((a, b) => a.key - b.key);

fs.rmSync(mirror, { recursive: true, force: true });
for (const helper of helpers) link(helper, helper);
order.forEach(({ spec }, index) => {
  const position = String(index).padStart(3, '0');
  const [top, ...rest] = spec.split(path.sep);
  if (rest.length === 0) {
    link(spec, `${position}-${top}`);
    return;
  }
  // A spec in a folder gets a numbered copy of its top folder (same depth, so `../` imports still resolve), with
  // the helpers of every folder on its way, so imports between those folders resolve too.
  const topCopy = `${position}-${top}`;
  link(spec, path.join(topCopy, ...rest));
  for (const helper of helpers.filter((file) => file.startsWith(top + path.sep))) link(helper, path.join(topCopy, ...helper.split(path.sep).slice(1)));
});

console.log(`e2e in shuffled order (seed ${seed}):`);
order.forEach(({ spec }, index) => console.log(`  ${String(index).padStart(3)}  ${spec}`));

const run = spawnSync('npx', ['playwright', 'test', ...playwrightArgs], {
  stdio: 'inherit',
  env: { ...process.env, E2E_TEST_DIR: '.e2e-shuffled' },
});
fs.rmSync(mirror, { recursive: true, force: true });
process.exit(run.status ?? 1);
