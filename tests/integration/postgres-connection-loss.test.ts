import { describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPostgres } from '@/lib/db/open';

// Included only in the PostgreSQL pass (vitest.config.ts); PGlite has no server connection to lose.
const url = process.env.TEST_DATABASE_URL;

describe('PostgreSQL connection loss', () => {
  it('survives the server terminating an idle pooled connection, and keeps serving queries', async () => {
    const handle = await openPostgres(url!);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const [{ pid }] = (await handle.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await expect.poll(() => log.mock.calls.some((c) => String(c[0]).includes('idle PostgreSQL connection lost'))).toBe(true);
      const again = await handle.db.execute<{ ok: number }>(sql`select 1 as ok`);
      expect(again.rows[0].ok).toBe(1);
    } finally {
      log.mockRestore();
      await handle.close();
    }
  });
});
