import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { endLeftovers, processesMarked } from '../../../scripts/practice-kits/leftover-processes';

// The kits step's last check (scripts/practice-kits/run.ts): a process still carrying the run's mark once every kit has
// ended is found, reported and ended; one without the mark is not ours and is left alone.

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** A shell that starts `sleep` as its child and waits, as Debian's browser wrappers do: the mark reaches the child. */
function startWrapped(env: Record<string, string>): ChildProcess {
  const child = spawn('sh', ['-c', 'sleep 60; true'], { env: { PATH: process.env.PATH, ...env } as unknown as NodeJS.ProcessEnv, stdio: 'ignore' });
  started.push(child);
  return child;
}

async function childPidsOf(pid: number): Promise<number[]> {
  // The shell has started its sleep once /proc says so.
  for (;;) {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    if (children) return children.split(' ').map(Number);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('processes left by the kits', () => {
  it('finds a marked process and its children, ends them, and says so', async () => {
    const mark = { QA_KITS_RUN: `test-${process.pid}-${Math.random()}` };
    const wrapper = startWrapped(mark);
    const [sleeper] = await childPidsOf(wrapper.pid!);
    expect(processesMarked(mark).map((each) => each.pid).sort()).toEqual([wrapper.pid, sleeper].sort());

    const ended = once(wrapper, 'exit');
    const problems = endLeftovers(mark);
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toContain('sleep 60');
    await ended;
    // Both are gone once the kernel has reaped them; the sleep's parent (gone) leaves it to init, which reaps it.
    for (;;) {
      if (processesMarked(mark).length === 0) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(endLeftovers(mark)).toEqual([]);
  });

  it('leaves alone a process of another run', async () => {
    const other = startWrapped({ QA_KITS_RUN: `another-run-${Math.random()}` });
    await childPidsOf(other.pid!);
    expect(processesMarked({ QA_KITS_RUN: `test-${process.pid}-none` })).toEqual([]);
    expect(other.exitCode).toBeNull();
  });
});
