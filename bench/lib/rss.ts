import fs from 'node:fs';

/** A process's resident memory in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
