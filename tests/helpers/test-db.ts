import fs from 'node:fs';
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { closeDb, getDb, installDatabaseHandle } from '@/lib/db/client';
import { openPglite, openPostgres } from '@/lib/db/open';
import type { Db } from '@/lib/db/types';
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
      const dump = fs.readFileSync(inject('pgliteTemplate'));
      installDatabaseHandle(await openPglite(null, new Blob([dump])));
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

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
