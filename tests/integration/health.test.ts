import { describe, expect, it } from 'vitest';
import { GET as getHealth } from '@/app/api/health/route';
import { LIFECYCLE_SLOT } from '@/lib/server-lifecycle';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';

setupFreshDatabase();

describe('GET /api/health', () => {
  it('answers 200 while the database answers, never cached', async () => {
    const result = await call(getHealth, { path: '/api/health' });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ status: 'ok', database: 'ok' });
    expect(result.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 "unavailable" when the database does not answer', async () => {
    const { getDbHandle, installDatabaseHandle } = await import('@/lib/db/client');
    const { openPostgres } = await import('@/lib/db/open');
    const working = await getDbHandle();
    // Nothing listens on port 9 (discard): the connection is refused at once.
    const unreachable = await openPostgres('postgres://nobody@127.0.0.1:9/none');
    installDatabaseHandle(unreachable);
    try {
      const result = await call(getHealth, { path: '/api/health' });
      expect(result.status).toBe(503);
      expect(result.json).toEqual({ status: 'unavailable', database: 'unreachable' });
    } finally {
      installDatabaseHandle(working);
      await unreachable.close();
    }
  });

  it('answers 503 "draining" once the server was asked to stop, so a load balancer moves on', async () => {
    const { exposeLifecycle } = await import('@/lib/server-lifecycle');
    exposeLifecycle();
    const lifecycle = (globalThis as Record<symbol, { beginDrain(): void } | undefined>)[LIFECYCLE_SLOT];
    lifecycle!.beginDrain();
    const result = await call(getHealth, { path: '/api/health' });
    expect(result.status).toBe(503);
    expect(result.json).toEqual({ status: 'draining', database: 'ok' });
  });
});
