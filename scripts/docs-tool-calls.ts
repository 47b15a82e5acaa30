// Rewrites the "Calls per tool" section of every docs/practice/{exercise}.md from the exercise's
// lib/practice/exercises/{exercise}/tool-calls.ts, and its "Score your suite" section from
// lib/practice/suite-score/curl-calls.ts (npm run docs:tool-calls). tests/unit/practice/tool-calls.test.ts and
// tests/unit/practice/suite-score/curl-calls.test.ts check that the docs match the data.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WidgetCalls } from '../lib/practice/task-sheet-types';
import { withScoreCalls } from '../lib/practice/suite-score/curl-calls';
import { withToolCalls } from '../lib/practice/tool-calls-markdown';

const root = process.cwd();
const exercisesDir = path.join(root, 'lib/practice/exercises');

for (const exercise of readdirSync(exercisesDir).sort()) {
  const source = path.join(exercisesDir, exercise, 'tool-calls.ts');
  const doc = path.join(root, 'docs/practice', `${exercise}.md`);
  if (!existsSync(source) || !existsSync(doc)) continue;
  const { TOOL_CALLS } = (await import(pathToFileURL(source).href)) as { TOOL_CALLS: readonly WidgetCalls[] };
  const before = readFileSync(doc, 'utf8');
  const after = withScoreCalls(withToolCalls(before, TOOL_CALLS), exercise);
  if (after !== before) writeFileSync(doc, after);
  console.log(`${after === before ? 'unchanged' : 'written  '} docs/practice/${exercise}.md`);
}
