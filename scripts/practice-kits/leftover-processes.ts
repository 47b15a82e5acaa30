import fs from 'node:fs';

// Every process a kit starts (its test runner, chromedriver, the browser) must end with the kit. One that does not
// keeps a core busy for the rest of the run and for whatever runs after it on the machine: Debian's
// /usr/bin/chromium-headless-shell is a shell script that runs the browser as its child, so chromedriver's quit
// ended the script and left every Selenium kit's browser running (19 of them after one `npm test`). Each command the
// kits step starts (./execute.ts) carries this run's mark in its environment, which its children inherit; once every
// kit has finished, a process still carrying it is a leftover.

const MARK_NAME = 'QA_KITS_RUN';
const MARK_VALUE = `${process.pid}-${Date.now().toString(36)}`;

/** The environment variable every command of this kits run carries. */
export const RUN_MARK: Record<string, string> = { [MARK_NAME]: MARK_VALUE };

export interface LeftoverProcess {
  pid: number;
  command: string;
}

/** The processes alive now whose environment holds `mark` (Linux: /proc/<pid>/environ). */
export function processesMarked(mark: Record<string, string> = RUN_MARK): LeftoverProcess[] {
  const [[name, value]] = Object.entries(mark);
  const wanted = `${name}=${value}`;
  const found: LeftoverProcess[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let environ: string;
    try {
      environ = fs.readFileSync(`/proc/${pid}/environ`, 'latin1');
    } catch {
      continue; // ended meanwhile, or not ours to read
    }
    if (!environ.split('\0').includes(wanted)) continue;
    let command = '';
    try {
      command = fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0').join(' ').trim();
    } catch {
      // ended meanwhile: still named by its pid
    }
    found.push({ pid, command });
  }
  return found;
}

/**
 * The problems of this run's leftovers, if any, each ended with SIGKILL so that the machine is left as it was found.
 * Call once every kit has finished.
 */
export function endLeftovers(mark: Record<string, string> = RUN_MARK): string[] {
  const left = processesMarked(mark);
  for (const { pid } of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  return left.map(({ pid, command }) => `a process outlived its kit (pid ${pid}, now ended): ${command.slice(0, 200)}`);
}
