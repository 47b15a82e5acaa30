import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite } from '@/lib/db/open';
import type { DbHandle } from '@/lib/db/types';
import { isUniqueViolation } from '@/lib/db/unique-violation';
import { countLoopTurns } from '@/tests/helpers/loop-turns';

// lib/db/pglite-thread: the server's embedded database (a data folder) answers on a thread of its own. Drizzle sees it
// as it sees PGlite: rows, dates, JSON, PostgreSQL's error codes, transactions that commit, roll back and keep every other
// query waiting; and the event loop keeps turning while a query runs.

const notes = pgTable('notes', {
  id: serial().primaryKey(),
  title: text().notNull().unique(),
  data: jsonb(),
  writtenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

let handle: DbHandle;
beforeAll(async () => {
  handle = await openPglite(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qa-thread-')), 'pglite'));
  await handle.db.execute(sql`create table notes (id serial primary key, title text not null unique, data jsonb, written_at timestamptz not null default now())`);
});
afterAll(async () => {
  await handle.close(); // closing twice is harmless: the last test closes it first
});

const titles = async () => (await handle.db.select({ title: notes.title }).from(notes).orderBy(notes.id)).map((row) => row.title);

it('reads back what drizzle wrote: text, JSON and a timestamp as a Date', async () => {
  const [written] = await handle.db.insert(notes).values({ title: 'first', data: { tags: ['a', 'b'], n: 1 } }).returning();
  expect(written.writtenAt).toBeInstanceOf(Date);
  const [read] = await handle.db.select().from(notes).where(eq(notes.id, written.id));
  expect(read).toEqual(written);
  expect(read.data).toEqual({ tags: ['a', 'b'], n: 1 });
});

it("passes PostgreSQL's error fields on: a second row with the same title is a unique violation", async () => {
  await handle.db.insert(notes).values({ title: 'twice' });
  const error = await handle.db.insert(notes).values({ title: 'twice' }).catch((caught: unknown) => caught);
  expect(isUniqueViolation(error)).toBe(true);
});

it('commits a transaction that returns and rolls back one that throws, a nested one on its own', async () => {
  await handle.db.transaction(async (tx) => {
    await tx.insert(notes).values({ title: 'kept' });
    await tx.transaction(async (inner) => {
      await inner.insert(notes).values({ title: 'inner, rolled back' });
      inner.rollback();
    }).catch(() => undefined);
  });
  await expect(
    handle.db.transaction(async (tx) => {
      await tx.insert(notes).values({ title: 'rolled back' });
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect(await titles()).toEqual(expect.arrayContaining(['kept']));
  expect(await titles()).not.toEqual(expect.arrayContaining(['rolled back']));
  expect(await titles()).not.toEqual(expect.arrayContaining(['inner, rolled back']));
});

it('keeps a query from outside waiting until an open transaction ends, as PGlite does', async () => {
  let outside: Promise<string[]> | undefined;
  await handle.db.transaction(async (tx) => {
    await tx.insert(notes).values({ title: 'first of the transaction' });
    // Asked while the transaction is open: it must neither run inside it nor before its second row.
    outside = titles();
    await tx.insert(notes).values({ title: 'last of the transaction' });
  });
  expect(await outside).toEqual(expect.arrayContaining(['first of the transaction', 'last of the transaction']));
});

it('lets the event loop turn while a query runs (PGlite on the same thread holds it for the whole query)', async () => {
  const loop = countLoopTurns();
  await handle.db.execute(sql`select pg_sleep(0.3)`);
  const turnsDuringQuery = loop.turns;
  loop.stop();
  expect(turnsDuringQuery).toBeGreaterThan(0);
});

// Last: it closes the database the others used.
it('answers a query after close with a clear error, not a hang', async () => {
  await handle.close();
  const error = (await handle.db.execute(sql`select 1`).catch((caught: unknown) => caught)) as Error;
  expect(error.cause ?? error).toMatchObject({ message: 'The embedded database is closed' });
});
