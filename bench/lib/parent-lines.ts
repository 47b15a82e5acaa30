import readline from 'node:readline';

// The child's side of ./load-process.ts.

/** Says `ready` to the parent; answers the lines it writes, one per call, in order ('' once its input has ended). */
export function linesFromParent(): () => Promise<string> {
  const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  console.log('ready');
  return async () => {
    const next = await lines.next();
    return next.done ? '' : String(next.value).trim();
  };
}

/** Prints `figures` as the last line and ends the process: idle keep-alive connections would hold it open. */
export function reportToParent(figures: unknown): void {
  process.stdout.write(`${JSON.stringify(figures)}\n`, () => process.exit(0));
}
