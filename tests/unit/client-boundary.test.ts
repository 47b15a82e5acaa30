import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A client component ('use client') is bundled for the browser together with everything it imports.
// A module marked `import 'server-only'` (database, auth, storage, env…) must never be among them: the
// build would fail, or worse, server code would ship. ESLint cannot tell client files from server ones
// by path (components/ holds both), so this walks the real import graph from every client file.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['app', 'components', 'lib'];
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.jsx'];

const USE_CLIENT = /^\s*(?:(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/)\s*)*['"]use client['"]/;
const SERVER_ONLY = /^\s*import\s+['"]server-only['"]/m;
// Value imports, re-exports, side-effect imports and dynamic imports; `import type`/`export type` vanish at build.
const IMPORTS = /(?:^|[;\n])\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return EXTENSIONS.includes(path.extname(entry.name)) ? [full] : [];
  });
}

/** The repository file an import names, or null for packages (and anything outside the repository). */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, 'index' + ext))];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(IMPORTS)) {
    const resolved = resolveImport(file, match[1] ?? match[2]);
    if (resolved) found.push(resolved);
  }
  return found;
}

/** The import chain from a client file to the first server-only module it reaches, or null. */
function serverOnlyChain(start: string): string[] | null {
  const seen = new Set<string>([start]);
  const queue: string[][] = [[start]];
  while (queue.length > 0) {
    const chain = queue.shift()!;
    const file = chain[chain.length - 1];
    if (chain.length > 1 && SERVER_ONLY.test(fs.readFileSync(file, 'utf8'))) return chain;
    for (const next of importsOf(file)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
  return null;
}

const clientFiles = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).filter((file) =>
  USE_CLIENT.test(fs.readFileSync(file, 'utf8')),
);

describe('client components import no server-only module', () => {
  it('finds the client components', () => {
    expect(clientFiles.length).toBeGreaterThan(10);
  });

  it('reaches no `import "server-only"` module from any of them', () => {
    const leaks = clientFiles.flatMap((file) => {
      const chain = serverOnlyChain(file);
      return chain ? [chain.map((step) => path.relative(ROOT, step)).join(' → ')] : [];
    });
    expect(leaks).toEqual([]);
  });

  it('reports the chain to a server-only module (checked on a route handler, which may reach one)', () => {
    const chain = serverOnlyChain(path.join(ROOT, 'app/api/ads/route.ts'));
    expect(chain?.map((step) => path.relative(ROOT, step))).toEqual(['app/api/ads/route.ts', 'lib/api/route.ts']);
  });
});
