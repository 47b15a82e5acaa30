import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { EXERCISES, type HostedExercise } from '../../lib/practice/registry';
import { starterKitName, starterKitPath, type KitTool } from '../../lib/practice/starter-kits';
import type { KitLearner } from './learners';

// A starter kit downloaded from the running app as a learner gets it, and unpacked (scripts/practice-kits/run.ts).

/** Nothing in a kit may know the planted defects: it tests the specified behaviour only. Ids by every exercise's prefix. */
const PREFIXES = Object.values(EXERCISES).map((exercise) => exercise.defectPrefix);
export const DEFECT_WORDS = new RegExp(`defect|bug[ -]?mode|planted|\\b(?:${PREFIXES.join('|')})-\\d\\d\\b`, 'i');

export async function download(baseURL: string, learner: KitLearner, exercise: HostedExercise, tool: KitTool, into: string): Promise<string> {
  const reply = await fetch(new URL(starterKitPath(exercise, tool), baseURL), { headers: { cookie: learner.cookie } });
  if (reply.status !== 200 || reply.headers.get('content-type') !== 'application/zip') throw new Error(`${exercise} ${tool} kit: ${reply.status}`);
  const files = unzipSync(new Uint8Array(await reply.arrayBuffer()));
  const root = starterKitName(exercise, tool);
  for (const [name, bytes] of Object.entries(files)) {
    if (!name.startsWith(`${root}/`)) throw new Error(`${root}.zip: ${name} is outside the kit's folder`);
    const text = Buffer.from(bytes).toString('utf8');
    if (DEFECT_WORDS.test(text)) throw new Error(`${root}.zip: ${name} mentions what bug mode plants: ${DEFECT_WORDS.exec(text)![0]}`);
    const target = path.join(into, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bytes);
  }
  if (!files[`${root}/README.md`]) throw new Error(`${root}.zip has no README.md`);
  return path.join(into, root);
}
