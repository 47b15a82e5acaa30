import fs from 'node:fs';
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { closeDb, getDb, installDatabaseHandle } from '@/lib/db/client';
import { openPglite, openPostgres } from '@/lib/db/open';
import type { PGlite } from '@electric-sql/pglite';
import type { Db, DbHandle } from '@/lib/db/types';
import { withDatabase } from './global-setup';

/**
 * Gives the calling test file its own migrated database: an in-memory PGlite copy of the template,
 * or, when TEST_DATABASE_URL is set, a PostgreSQL database created from the template database.
 */
export function setupFreshDatabase(): () => Db {
  let db: Db | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  beforeAll(async () => {
    const pgUrl = process.env.TEST_DATABASE_URL;
    const template = inject('postgresTemplate');
    if (pgUrl && template) {
      const name = `qa_t_${crypto.randomBytes(6).toString('hex')}`;
      await adminQuery(pgUrl, `create database ${name} template ${template}`);
      installDatabaseHandle(await openPostgres(withDatabase(pgUrl, name)));
      dropDatabase = () => adminQuery(pgUrl, `drop database if exists ${name} with (force)`);
    } else {
      installDatabaseHandle(await emptiedWorkerPglite());
    }
    db = await getDb();
  });
  afterAll(async () => {
    await closeDb();
    await dropDatabase?.();
  });
  return () => {
    if (!db) throw new Error('setupFreshDatabase: database is not ready yet (use it inside tests or hooks)');
    return db;
  };
}

interface WorkerPglite {
  handle: DbHandle;
  client: PGlite;
}

const WORKER_PGLITE = Symbol.for('qa-academy-test.worker-pglite');

/**
 * One embedded database per worker, opened from the migrated template once and emptied for each file: opening a
 * copy of the template took 1.1–1.6 s a file on CI's machine, emptying it takes under 0.1 s. Every table of the
 * public schema is truncated and every sequence restarted, which is what a fresh copy of the template holds (the
 * migrations insert no rows; tests/integration/process-state-reset.test.ts checks that a file starts from that).
 * The handle the file gets does not close the shared database; a file that closed it anyway gets a new one.
 */
async function emptiedWorkerPglite(): Promise<DbHandle> {
  const holder = globalThis as unknown as Record<symbol, WorkerPglite | undefined>;
  let worker = holder[WORKER_PGLITE];
  if (!worker || worker.client.closed) {
    const dump = fs.readFileSync(inject('pgliteTemplate'));
    const handle = await openPglite(null, new Blob([dump]));
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    worker = holder[WORKER_PGLITE] = { handle, client };
  } else {
    await emptyPublicSchema(worker.client);
  }
  return { ...worker.handle, close: async () => {} };
}

async function emptyPublicSchema(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ tables: string | null; sequences: string | null }>(
    `select (select string_agg(format('%I.%I', schemaname, tablename), ', ') from pg_tables where schemaname = 'public') as tables,
            (select string_agg(format('alter sequence %I.%I restart', sequence_schema, sequence_name), '; ') from information_schema.sequences where sequence_schema = 'public') as sequences`,
  );
  const [{ tables, sequences }] = rows;
  if (tables) await client.exec(`truncate ${tables} restart identity cascade`);
  if (sequences) await client.exec(sequences);
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
