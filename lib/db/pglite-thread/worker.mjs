// The embedded database's own thread (./client.ts starts it): PGlite answers queries here, so its parsing, planning
// and WASM execution run beside the server's event loop instead of on it. Plain JavaScript, outside the bundle: the
// server loads this file from the checkout at run time, as it loads the migrations.
//
// Messages from the server's thread, each answered by { id, ok: true, result } or { id, ok: false, error }:
//   { op: 'ready' }                                         answered once the database is open
//   { op: 'query', sql, params, rowMode, textTypes, tx }   one statement; tx: inside that open transaction
//   { op: 'begin' }                                         opens a transaction; result: its number
//   { op: 'commit', tx } / { op: 'rollback', tx }          ends it
//   { op: 'close' }                                         closes the database (its files are flushed)
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const database = new PGlite(workerData.dir);
/** Open transactions by number: the transaction's own query handle and how to end it. */
const transactions = new Map();
let lastTransaction = 0;
const ROLLBACK = Symbol('rollback');

// Drizzle keeps dates, timestamps and intervals as the text PostgreSQL sent (its parsers return the value unchanged):
// a function cannot cross threads, so the server sends those types' ids and they are kept as text here.
const keepText = (value) => value;
const parsersFor = (textTypes) => (textTypes ? Object.fromEntries(textTypes.map((type) => [type, keepText])) : undefined);

/** What the server's thread needs of an error: its message and PostgreSQL's fields (code, detail, constraint…). */
function errorFields(error) {
  const fields = { message: error instanceof Error ? error.message : String(error), name: error?.name ?? 'Error' };
  for (const [key, value] of Object.entries(error ?? {})) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

function handleOf(tx) {
  if (tx === undefined) return database;
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open`);
  return open.handle;
}

/** Opens a transaction that stays open, holding PGlite's turn, until a commit or rollback message ends it. */
function begin() {
  return new Promise((resolve, reject) => {
    const id = ++lastTransaction;
    let end;
    const ended = new Promise((commit, rollBack) => (end = { commit, rollBack }));
    const finished = database.transaction(async (handle) => {
      transactions.set(id, { handle, end, finished });
      resolve(id);
      return ended;
    });
    finished.then(
      () => transactions.delete(id),
      (error) => {
        transactions.delete(id);
        reject(error); // a BEGIN that failed; once begun, the promise above has settled already
      },
    );
  });
}

async function finish(tx, commit) {
  const open = transactions.get(tx);
  if (!open) throw new Error(`Transaction ${tx} is not open`);
  if (commit) open.end.commit();
  else open.end.rollBack(ROLLBACK);
  try {
    await open.finished;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

async function answer(message) {
  switch (message.op) {
    case 'ready':
      await database.waitReady;
      return null;
    case 'query':
      return handleOf(message.tx).query(message.sql, message.params, { rowMode: message.rowMode, parsers: parsersFor(message.textTypes) });
    case 'begin':
      return begin();
    case 'commit':
      return finish(message.tx, true);
    case 'rollback':
      return finish(message.tx, false);
    case 'close':
      await database.close();
      return null;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  answer(message).then(
    (result) => parentPort.postMessage({ id: message.id, ok: true, result }),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: errorFields(error) }),
  );
});
