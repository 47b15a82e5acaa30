import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import type { HostedExercise } from './registry';
import { KIT_TOOLS, starterKitName, type KitTool } from './starter-kits';
import { codeDerived } from '../cache/process-singleton';

// Builds a starter kit's zip from its tool's common folders under practice-kits/common/ (what every kit of a tool
// has: its config and the lab page object; `python/` holds what both Python tools share, score.py) and
// practice-kits/{exercise}/{tool}/ (its README, pages and tests), read through process.cwd() like the migrations,
// once per kit and process: the files only change with a new deploy.

/** What a learner's run leaves in a kit folder, never shipped. */
const LEFT_OUT = new Set(['node_modules', '__pycache__', '.pytest_cache', 'test-results', 'playwright-report', 'report.xml']);
/** A fixed date for every entry, so the same files always give the same bytes. */
const ENTRY_TIME = new Date('2026-01-01T00:00:00Z');

/**
 * The folders under practice-kits/common/ each tool's kits are built on, in order. The SOAP kit is the only one of its
 * tool (the Employee service's), so it has no common folder of its own, only the Python kits' shared score.py.
 */
export const KIT_COMMON_FOLDERS: Record<KitTool, readonly string[]> = {
  playwright: ['playwright'],
  'selenium-python': ['python', 'selenium-python'],
  'soap-python': ['python'],
};

const built = () => codeDerived('starter-kit-zips', () => new Map<string, Uint8Array>());

export function kitFolder(exercise: HostedExercise, tool: KitTool): string {
  return path.join(process.cwd(), 'practice-kits', exercise, tool);
}

/** The folders a kit's zip is made of: its tool's common ones, then the exercise's own. */
export function kitFolders(exercise: HostedExercise, tool: KitTool): string[] {
  return [...KIT_COMMON_FOLDERS[tool].map((folder) => path.join(process.cwd(), 'practice-kits', 'common', folder)), kitFolder(exercise, tool)];
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export function kitFiles(dir: string, prefix = ''): string[] {
  const names = fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  return names.flatMap((entry) => {
    if (LEFT_OUT.has(entry.name)) return [];
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? kitFiles(dir, relative) : [relative];
  });
}

/** Whether the exercise has this kit: an exercise new to the lab may come before its kits (Book List's), and the SOAP
 * service has only the SOAP client's, the pages only the browser tools'. */
export function hasStarterKit(exercise: HostedExercise, tool: KitTool): boolean {
  return fs.existsSync(kitFolder(exercise, tool));
}

/** The tools the exercise has a kit for, in KIT_TOOLS' order. */
export function starterKitTools(exercise: HostedExercise): KitTool[] {
  return KIT_TOOLS.filter((tool) => hasStarterKit(exercise, tool));
}

/** The kit as a zip whose entries all sit in one folder named after the kit. */
export function starterKitZip(exercise: HostedExercise, tool: KitTool): Uint8Array {
  const key = `${exercise}/${tool}`;
  const cached = built().get(key);
  if (cached) return cached;
  const root = starterKitName(exercise, tool);
  const entries: Zippable = {};
  for (const dir of kitFolders(exercise, tool)) {
    for (const file of kitFiles(dir)) {
      const name = `${root}/${file}`;
      if (name in entries) throw new Error(`practice-kits: ${path.relative(process.cwd(), dir)}/${file} is also in another of the kit's folders; keep one`);
      entries[name] = [new Uint8Array(fs.readFileSync(path.join(dir, file))), { mtime: ENTRY_TIME }];
    }
  }
  const zip = zipSync(entries, { level: 6 });
  built().set(key, zip);
  return zip;
}
