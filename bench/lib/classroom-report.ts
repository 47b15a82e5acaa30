import type { ClassFigures } from './classroom-journey';
import type { ScoringFigures } from './classroom-scoring';
import type { SignInFigures } from './class-sign-in';
import { median } from './load';

// How bench/classroom.ts prints a class: its tables (the class arriving, then at work, per kind of request) and the
// targets it meets, each figure the median of the runs.

export const ms = (value: number) => `${value.toFixed(0)}ms`;
export const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');

export function classTable(title: string, runs: ClassFigures[], seconds: number) {
  console.log(`\n${title}`);
  const arrival = runs.map((run) => run.arrival);
  console.log(
    `arriving: each learner's first loop, their pages rendered for the first time: p50 ${ms(median(arrival.map((row) => row.p50Ms)))}, ` +
      `p99 ${ms(median(arrival.map((row) => row.p99Ms)))}, ${arrival.reduce((sum, row) => sum + row.errors, 0)} errors; ` +
      `counted from ${(median(runs.map((run) => run.warmUpMs)) / 1000).toFixed(1)} s on, when every learner had been through once`,
  );
  console.log('at work: kind of request                     req/s     p50     p99  errors  429s');
  const kinds = runs[0].figures.map((figure) => figure.kind);
  for (const kind of [...kinds, 'all']) {
    const rows = runs.map((run) => (kind === 'all' ? run.all : run.figures.find((figure) => figure.kind === kind)!));
    console.log(
      `${kind.padEnd(42)} ${(median(rows.map((row) => row.count)) / seconds).toFixed(1).padStart(7)} ${ms(median(rows.map((row) => row.p50Ms))).padStart(7)} ` +
        `${ms(median(rows.map((row) => row.p99Ms))).padStart(7)} ${String(rows.reduce((sum, row) => sum + row.errors, 0)).padStart(7)} ${String(rows.reduce((sum, row) => sum + row.limited, 0)).padStart(5)}`,
    );
  }
}

/** The scoring learners' own figures, per run. */
export function printScorers(runs: ScoringFigures[]) {
  console.log('\nThe scoring learners, per run: learners, rounds played, runs finished, errors');
  for (const run of runs) console.log(`  ${run.learners}  ${run.rounds}  ${run.runsFinished}  ${run.errors}`);
}

/** The class of `count` behind one address signing in at once; the target line. */
export function printSignIn(runs: SignInFigures[]): string {
  console.log(`\n${runs[0].learners} learners signing in at once from one address, new browsers, per run: signed in, 429s met (then retried), errors, seconds`);
  for (const run of runs) console.log(`  ${run.signedIn}  ${run.refusals}  ${run.errors}  ${run.seconds.toFixed(1)}`);
  const all = runs.every((run) => run.signedIn === run.learners && run.errors === 0);
  return `${runs[0].learners} learners all sign in from one address: median ${median(runs.map((run) => run.seconds)).toFixed(1)} s (${verdict(all)})`;
}
