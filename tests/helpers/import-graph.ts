import fs from 'node:fs';
import path from 'node:path';

// The import graph of the app's own source, read as text (no bundler, no type checker): every `import … from`,
// `export … from`, bare `import '…'` and dynamic `import('…')` whose specifier is relative or starts with `@/`,
// resolved to a file the way TypeScript and Next do (extension, then `index`). Type-only imports count: a cycle of
// types is still two modules that cannot be understood one without the other. Packages are left out.

export const GRAPH_ROOTS = ['lib', 'app', 'server', 'components'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
const SPECIFIERS = [
  /\b(?:import|export)\s[^'"]*?\sfrom\s+['"]([^'"]+)['"]/g,
  /\bimport\s+['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

export type ImportGraph = Map<string, string[]>;

export function sourceFilesUnder(repoRoot: string, roots: readonly string[]): string[] {
  return roots.flatMap((root) => {
    const full = path.join(repoRoot, root);
    if (!fs.existsSync(full)) return [];
    return fs
      .readdirSync(full, { recursive: true, encoding: 'utf8' })
      .filter((file) => EXTENSIONS.some((ext) => file.endsWith(ext)) && !file.endsWith('.d.ts'))
      .map((file) => path.posix.join(root, file.split(path.sep).join('/')));
  });
}

/** Comments are dropped first, so an import shown in a comment is not an edge. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

export function specifiersOf(text: string): string[] {
  const code = withoutComments(text);
  return SPECIFIERS.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]));
}

/** The repository file a specifier names, or null for a package or a file that is not there. */
export function resolveSpecifier(repoRoot: string, fromFile: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(fromFile), specifier);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  if (/\.js$/.test(base)) candidates.push(...EXTENSIONS.map((ext) => base.replace(/\.js$/, ext)));
  return candidates.find((candidate) => fs.existsSync(path.join(repoRoot, candidate)) && fs.statSync(path.join(repoRoot, candidate)).isFile()) ?? null;
}

export function buildImportGraph(repoRoot: string, files: readonly string[], read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8')): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = specifiersOf(read(file))
      .map((specifier) => resolveSpecifier(repoRoot, file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The graph's cycles, each a strongly connected set of two or more files (or a file importing itself), sorted. */
export function cyclesOf(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let counter = 0;
  const visit = (start: string) => {
    // Iterative Tarjan: the graph is deep enough to overflow a recursive walk's stack.
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || targets.includes(frame.node)) found.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => b.length - a.length);
}

/** Each import from a file under one of `from` into a file under one of `into`, as `importer → imported`. */
export function importsAcross(graph: ImportGraph, from: readonly string[], into: readonly string[]): string[] {
  const under = (file: string, roots: readonly string[]) => roots.some((root) => file === root || file.startsWith(`${root}/`));
  return [...graph].flatMap(([file, targets]) => (under(file, from) ? targets.filter((target) => under(target, into)).map((target) => `${file} → ${target}`) : []));
}
