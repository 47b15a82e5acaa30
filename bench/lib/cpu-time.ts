import fs from 'node:fs';

// CPU time a server spends, from /proc (Linux): user + system time of a process and every process under it. Per
// request, it tells two servers' costs apart even on a machine busy with other work, where req/s and p99 do not.

const TICK_MS = 10;

function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ": state is field 3, ppid 4, utime 14, stime 15 (1-based).
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone
  }
}

/** `pid` and its descendants, as they are now. */
function treeOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields) parents.set(Number(entry), Number(fields[1]));
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  return tree;
}

/** Milliseconds of CPU the process tree under `pid` has used so far. */
export function cpuMsOf(pid: number): number {
  let ticks = 0;
  for (const each of treeOf(pid)) {
    const fields = statFields(each);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_MS;
}
