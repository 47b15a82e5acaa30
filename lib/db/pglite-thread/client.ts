import path from 'node:path';
import { Worker } from 'node:worker_threads';

// The embedded database on a thread of its own (./worker.mjs), as drizzle's PGlite driver sees it: query and
// transaction with PGlite's meaning, answered by the thread. PGlite runs every query on the thread that calls it; on the
// server's one event loop its parsing and WASM execution were a third of a class's arriving requests' time
// (docs/architecture.md#embedded-database-thread). Here the loop only sends the query and reads the rows back.

/** The thread's script, read from the checkout at run time (outside the bundle, as the migrations are). */
export const PGLITE_WORKER_FILE = path.join(/* turbopackIgnore: true */ process.cwd(), 'lib/db/pglite-thread/worker.mjs');

export interface ThreadQueryOptions {
  rowMode?: 'object' | 'array';
  /** Drizzle's parsers keep these types as text; only their type ids cross to the thread (see worker.mjs). */
  parsers?: Record<number, unknown>;
}

export interface ThreadResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** What a transaction's callback gets: PGlite's transaction handle, the part drizzle uses. */
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Message = { op: string; tx?: number; [key: string]: unknown };
interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/** An error as PostgreSQL reported it on the thread: its message and fields (code, detail, constraint…) kept. */
function errorFrom(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

const queryMessage = (sql: string, params: unknown[] | undefined, options: ThreadQueryOptions | undefined, tx?: number): Message => ({
  op: 'query',
  sql,
  params: params ?? [],
  rowMode: options?.rowMode ?? 'object',
  textTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  tx,
});

export class PgliteOnThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #lastId = 0;
  #stopped: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: { id: number; ok: boolean; result?: unknown; error?: Record<string, unknown> }) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (reply.ok) pending.resolve(reply.result);
      else pending.reject(errorFrom(reply.error ?? {}));
    });
    worker.on('error', (error) => this.#stop(error));
    worker.on('exit', (code) => this.#stop(new Error(`The embedded database's thread stopped (exit code ${code})`)));
  }

  /** Opens the database in `dir` on a new thread; resolves once it answers. */
  static async open(dir: string): Promise<PgliteOnThread> {
    const client = new PgliteOnThread(new Worker(/* turbopackIgnore: true */ PGLITE_WORKER_FILE, { workerData: { dir } }));
    try {
      await client.#call({ op: 'ready' });
    } catch (error) {
      await client.#worker.terminate();
      throw error;
    }
    return client;
  }

  query(sql: string, params?: unknown[], options?: ThreadQueryOptions): Promise<ThreadResults> {
    return this.#call(queryMessage(sql, params, options)) as Promise<ThreadResults>;
  }

  /**
   * Runs `work` in one transaction, as PGlite's own transaction(): committed when it returns, rolled back when it
   * throws. The thread holds PGlite's turn meanwhile, so every other query waits for the end, as it does in PGlite.
   */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = (await this.#call({ op: 'begin' })) as number;
    let closed = false;
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const handle: ThreadTransaction = {
      query: async (sql, params, options) => (check(), this.#call(queryMessage(sql, params, options, tx)) as Promise<ThreadResults>),
      rollback: async () => {
        check();
        closed = true;
        await this.#call({ op: 'rollback', tx });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(handle);
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#call({ op: 'rollback', tx }).catch(() => undefined);
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.#call({ op: 'commit', tx });
    }
    return result;
  }

  /** Closes the database (its files written) and ends the thread. */
  async close(): Promise<void> {
    if (this.#stopped) return;
    await this.#call({ op: 'close' });
    this.#stopped = new Error('The embedded database is closed');
    await this.#worker.terminate();
  }

  #call(message: Message): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = ++this.#lastId;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  /** The thread failed or ended: every waiting query fails with why, and so does every later one. */
  #stop(reason: Error): void {
    if (this.#stopped) return;
    // Not a close: the database can no longer answer, and the server's log must say why.
    console.error('[db] the embedded database stopped answering:', reason);
    this.#stopped = reason;
    for (const pending of this.#pending.values()) pending.reject(reason);
    this.#pending.clear();
  }
}
