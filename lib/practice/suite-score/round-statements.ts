import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { pinFrom, type RememberedPin } from '../defects/pin';

// A round's two calls, each one statement (docs/architecture.md#suite-score, "What a round costs the server"): the
// run read with its rounds so far, and every write of the call, in data-modifying CTEs that write only when the run's
// rules allow it. A scoring runner calls them beside a class at work, and the database's cost is mostly per
// statement: four statements a call took four times what this one takes (bench:scoring-round). When nothing was
// written, the facts read tell the caller (./rounds.ts) which rule said no. One statement is one transaction too: the
// round's row and its pin become visible together, so evidence that meets the pin always finds the round to mark.
// The run's own row is updated only while it is still open: on PostgreSQL a run abandoned by a call a moment before
// (its row locked, then re-read) neither moves its deadline nor pins anything again.

/** What a run was when a call came, as the statement read it. */
interface RunFacts {
  status: string;
  deadline: Date;
  /** Rounds in its plan. */
  of: number;
}

export interface BegunRound extends RunFacts {
  /** Rounds started before this call. */
  started: number;
  /** One of them was still unreported. */
  roundOpen: boolean;
  /** The round this call started, with the pin it wrote; null when none was started. */
  round: { n: number; pin: RememberedPin } | null;
}

interface BeginRow extends Record<string, unknown>, RememberedPin {
  status: string;
  deadline: string | Date;
  of: number;
  started: number;
  round_open: boolean;
  n: number | null;
}

const factsOf = (row: { status: string; deadline: string | Date; of: number }): RunFacts => ({ status: row.status, deadline: new Date(row.deadline), of: row.of });

/**
 * Starts the next round of the learner's run `id` at `now`, if the run is theirs, open, not past its deadline, has a
 * round left and none unreported: the round's row, the run's deadline moved to the round's, and the round's defect
 * (or none) pinned until then. Null: no such run of theirs.
 */
export async function beginRound(userId: string, id: number, now: Date, expiresAt: Date): Promise<BegunRound | null> {
  const db = await getDb();
  const at = now.toISOString();
  const until = expiresAt.toISOString();
  const { rows } = await db.execute<BeginRow>(sql`
    with run as (
      select id, plan, status, deadline from practice_suite_runs where id = ${id} and user_id = ${userId}
    ), so_far as (
      select count(*)::int as started, coalesce(bool_or(outcome is null), false) as round_open
      from practice_suite_rounds where run_id = ${id}
    ), added as (
      insert into practice_suite_rounds (run_id, n, user_id, defect_id, started_at, expires_at)
      select run.id, so_far.started + 1, ${userId}, run.plan ->> so_far.started, ${at}::timestamptz, ${until}::timestamptz
      from run, so_far
      where run.status = 'open' and run.deadline > ${at}::timestamptz and not so_far.round_open
        and so_far.started < jsonb_array_length(run.plan)
      on conflict do nothing
      returning n, defect_id
    ), moved as (
      update practice_suite_runs set deadline = ${until}::timestamptz from added
      where practice_suite_runs.id = ${id} and practice_suite_runs.status = 'open'
      returning 1
    ), pinned as (${pinFrom(sql`added, moved`, userId, sql`added.defect_id`, expiresAt)})
    select run.status, run.deadline, jsonb_array_length(run.plan) as of, so_far.started, so_far.round_open, begun.n,
      pinned.bug_mode, pinned.defects_pinned, pinned.pinned_defect, pinned.pinned_until
    from run cross join so_far
      left join (select added.n from added, moved) as begun on true
      left join pinned on true`);
  const [row] = rows;
  if (!row) return null;
  return {
    ...factsOf(row),
    started: row.started,
    roundOpen: row.round_open,
    round: row.n === null ? null : { n: row.n, pin: row },
  };
}

export interface ClosedRound extends RunFacts {
  exercise: string;
  startedAt: Date;
  /** Rounds reported, this one included once closed. */
  reported: number;
  /** Whether this call closed the round; then, unless it was the last, the run's new deadline and the pin it wrote. */
  closed: boolean;
  next: { deadline: Date; pin: RememberedPin } | null;
}

interface CloseRow extends Record<string, unknown>, RememberedPin {
  exercise: string;
  started_at: string | Date;
  status: string;
  deadline: string | Date;
  of: number;
  reported_before: number;
  closed: boolean;
  next_deadline: string | Date | null;
}

export interface RoundReport {
  outcome: 'passed' | 'failed';
  failedTests: string[];
}

/**
 * Records round `n`'s outcome at `now`, if the run is the learner's, open and not past its deadline, and the round is
 * unreported and within its time. Unless it was the run's last round, the run's deadline moves to `nextDeadline` and
 * no defect is pinned until then (between rounds none is live). Null: no such run of theirs.
 */
export async function closeRound(userId: string, id: number, n: number, report: RoundReport, now: Date, nextDeadline: Date): Promise<ClosedRound | null> {
  const db = await getDb();
  const at = now.toISOString();
  const { rows } = await db.execute<CloseRow>(sql`
    with run as (
      select id, exercise, plan, status, deadline, started_at from practice_suite_runs where id = ${id} and user_id = ${userId}
    ), closed as (
      update practice_suite_rounds set outcome = ${report.outcome}, reported_at = ${at}::timestamptz,
        failed_tests = ${JSON.stringify(report.failedTests)}::jsonb
      from run
      where practice_suite_rounds.run_id = run.id and practice_suite_rounds.n = ${n}
        and run.status = 'open' and run.deadline > ${at}::timestamptz
        and practice_suite_rounds.outcome is null and practice_suite_rounds.expires_at > ${at}::timestamptz
      returning practice_suite_rounds.n
    ), moved as (
      update practice_suite_runs set deadline = ${nextDeadline.toISOString()}::timestamptz
      from closed, run
      where practice_suite_runs.id = run.id and practice_suite_runs.status = 'open' and closed.n < jsonb_array_length(run.plan)
      returning practice_suite_runs.deadline
    ), pinned as (${pinFrom(sql`moved`, userId, sql`null`, nextDeadline)})
    select run.exercise, run.started_at, run.status, run.deadline, jsonb_array_length(run.plan) as of,
      (select count(*)::int from practice_suite_rounds where run_id = run.id and outcome is not null) as reported_before,
      exists (select 1 from closed) as closed, moved.deadline as next_deadline,
      pinned.bug_mode, pinned.defects_pinned, pinned.pinned_defect, pinned.pinned_until
    from run left join moved on true left join pinned on true`);
  const [row] = rows;
  if (!row) return null;
  return {
    ...factsOf(row),
    exercise: row.exercise,
    startedAt: new Date(row.started_at),
    reported: row.reported_before + (row.closed ? 1 : 0),
    closed: row.closed,
    next: row.next_deadline === null ? null : { deadline: new Date(row.next_deadline), pin: row },
  };
}
