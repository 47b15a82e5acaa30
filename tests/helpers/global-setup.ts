import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';

// Migrates one template database per run; each test file then starts from a copy of it, which is far
// faster than migrating per file. PGlite: a data-folder dump. PostgreSQL: a template database.
export default async function setup(project: TestProject) {
  const { migrateDatabase } = await import('../../lib/db/open');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qa-academy-template-'));
  const file = path.join(dir, 'template.tgz');
  await writePgliteTemplate(file);
  project.provide('pgliteTemplate', file);

  // The product's API document, built once for every test file's contract check (./product-contract.ts).
  const { productApiJson } = await import('../../lib/openapi/document');
  const documentFile = path.join(dir, 'openapi.json');
  fs.writeFileSync(documentFile, productApiJson());
  project.provide('productApiDocument', documentFile);

  const pgUrl = process.env.TEST_DATABASE_URL;
  let templateDb: string | null = null;
  if (pgUrl) {
    templateDb = `qa_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateDb}`);
    await admin.query(`create database ${templateDb}`);
    await admin.end();
    const pgHandle = await (await import('../../lib/db/open')).openPostgres(withDatabase(pgUrl, templateDb));
    await migrateDatabase(pgHandle);
    await pgHandle.close();
  }
  project.provide('postgresTemplate', templateDb ?? '');

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (pgUrl && templateDb) {
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${templateDb}`);
      await admin.end();
    }
  };
}

/** Migrates an empty embedded database and writes its data folder to `file`, for each test file to start from. */
export async function writePgliteTemplate(file: string): Promise<void> {
  const { openPglite, migrateDatabase } = await import('../../lib/db/open');
  const handle = await openPglite(null);
  await migrateDatabase(handle);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    productApiDocument: string;
  }
}
