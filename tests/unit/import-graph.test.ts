import { describe, expect, it } from 'vitest';
import { buildImportGraph, cyclesOf, GRAPH_ROOTS, importsAcross, resolveSpecifier, sourceFilesUnder, specifiersOf } from '@/tests/helpers/import-graph';

// docs/architecture.md#route-tables: the source's import graph (lib/, app/, server/, components/; relative and `@/`
// imports, static and dynamic, types included) has no cycle, and nothing under lib/ or server/ imports app/: app/
// mounts what lib/ builds, never the other way round. A cycle means two modules that cannot be read, loaded or tested
// one without the other (and, in the integration project, whose shared modules load in one order, a binding used
// before it is set).

const root = process.cwd();
const graph = buildImportGraph(root, sourceFilesUnder(root, GRAPH_ROOTS));

describe('the import graph', () => {
  it('reads every kind of import, and resolves `@/`, relative paths, extensions and index files', () => {
    const source = [
      "import a from './a';",
      "import type { B } from '@/lib/b';",
      "export { c } from '../c';",
      "import './side-effect';",
      "const d = await import('@/app/d/route');",
      "// import { commented } from './not-an-edge';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(specifiersOf(source)).toEqual(['./a', '@/lib/b', '../c', 'zod', './side-effect', '@/app/d/route']);
    expect(resolveSpecifier(root, 'lib/api/route.ts', './errors')).toBe('lib/api/errors.ts');
    expect(resolveSpecifier(root, 'app/layout.tsx', '@/lib/env')).toBe('lib/env.ts');
    expect(resolveSpecifier(root, 'lib/api/route.ts', 'zod')).toBeNull();
    expect(graph.size).toBeGreaterThan(900);
    expect(graph.get('lib/api/methods.ts')).toContain('lib/api/route.ts');
  });

  it('finds a cycle, however long, and an import of app/ from lib/', () => {
    const made = new Map([
      ['lib/a.ts', ['lib/b.ts']],
      ['lib/b.ts', ['app/api/x/route.ts']],
      ['app/api/x/route.ts', ['lib/a.ts']],
      ['lib/c.ts', ['lib/a.ts']],
    ]);
    expect(cyclesOf(made)).toEqual([['app/api/x/route.ts', 'lib/a.ts', 'lib/b.ts']]);
    expect(importsAcross(made, ['lib', 'server'], ['app'])).toEqual(['lib/b.ts → app/api/x/route.ts']);
    expect(cyclesOf(new Map([['lib/self.ts', ['lib/self.ts']]]))).toEqual([['lib/self.ts']]);
  });

  it('has no cycle', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('has no import of app/ from lib/ or server/', () => {
    expect(importsAcross(graph, ['lib', 'server'], ['app'])).toEqual([]);
  });
});
