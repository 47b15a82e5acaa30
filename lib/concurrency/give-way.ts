import { AsyncLocalStorage } from 'node:async_hooks';
import { codeDerived, processSingleton } from '../cache/process-singleton';

// Work that gives way to the rest of the server: one piece of it per turn of the event loop.
//
// Node's server accepts one new connection per turn of the loop (libuv 1.46 accepts once each time the listening
// socket is ready), and the embedded database (PGlite) answers each query on the loop's own thread. So a burst of
// requests whose work runs back to back keeps every later connection waiting to be accepted: forty new devices'
// logins, each read and queried in one turn, put a signed-in owner's connection behind all forty before its request
// was even read (bench:login-attack, docs/architecture.md#passwords). Work that gives way waits for its turn before
// each piece (its start, then each embedded-database query): the lane lets one waiter go per turn of the loop, so a
// turn does at most one such piece beside what arrived, and a connection waits for a few pieces, not for forty
// requests. With nothing else to do, the turns follow each other at once and the work takes as long as before.

interface GiveWayContext {
  /** Set once the work has been found to be of low priority (a new device's login). */
  giveWay: boolean;
}

const context = () => codeDerived('give-way-context', () => new AsyncLocalStorage<GiveWayContext>());

/** Runs `work` in a context that giveWayFromNow can switch to giving way; on its own it changes nothing. */
export function withGiveWayContext<T>(work: () => Promise<T>): Promise<T> {
  return context().run({ giveWay: false }, work);
}

/** From now on, the work started by withGiveWayContext gives way before each of its embedded-database queries. */
export function giveWayFromNow(): void {
  const current = context().getStore();
  if (current) current.giveWay = true;
}

/** True inside work that gives way. */
export const givingWay = (): boolean => context().getStore()?.giveWay === true;

// The waiters and whether a turn is already asked for: one lane per process, shared by every bundle's copy of this module.
const lane = () => processSingleton('give-way-lane', () => ({ waiting: [] as Array<() => void>, turnAsked: false }));

function askForTurn(): void {
  const current = lane();
  if (current.turnAsked || current.waiting.length === 0) return;
  current.turnAsked = true;
  // An immediate queued while the check phase runs waits for the next turn: one waiter goes per turn.
  setImmediate(() => {
    current.turnAsked = false;
    current.waiting.shift()?.();
    askForTurn();
  });
}

/** Resolves on a later turn of the loop, after the waiters before it (one per turn). */
export function waitForTurn(): Promise<void> {
  return new Promise((resolve) => {
    lane().waiting.push(resolve);
    askForTurn();
  });
}

/** Waiters in the lane now (for tests). */
export const waitingForTurn = (): number => lane().waiting.length;

/** Runs `work` giving way from its start: it waits for its turn first, then before each embedded-database query. */
export function givingWayThroughout<T>(work: () => Promise<T>): Promise<T> {
  return withGiveWayContext(async () => {
    giveWayFromNow();
    await waitForTurn();
    return work();
  });
}

/** Bytes handed out as a response body one piece per turn of the loop: writing a large reply gives way too. */
export function bodyByTurns(bytes: Uint8Array, pieceBytes = 16 * 1024): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      await waitForTurn();
      controller.enqueue(bytes.subarray(at, at + pieceBytes));
      at += pieceBytes;
      if (at >= bytes.length) controller.close();
    },
  });
}
