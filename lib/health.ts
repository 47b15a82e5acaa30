import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from './db/client';
import { env } from './env';
import { isDraining } from './server-lifecycle';
import { mediaStore } from './storage';

type Reachability = 'ok' | 'unreachable';

export interface Health {
  status: 'ok' | 'draining' | 'unavailable';
  database: Reachability;
  /** Only with MEDIA_STORE=s3: whether the bucket answers. The local folder has nothing to poll. */
  mediaStore?: Reachability;
}

// A balancer polls every second: a dependency that takes longer than this counts as down.
const CHECK_TIMEOUT_MS = 2_000;

/** Whether `check` answers within the timeout. */
async function reachable(check: (signal: AbortSignal) => Promise<unknown>): Promise<Reachability> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error('timeout'));
    }, CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(controller.signal), timeout]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this instance should get traffic: not stopping, its database answers, and so does its object store. */
export async function checkHealth(): Promise<Health> {
  const withStore = env().MEDIA_STORE === 's3';
  const [database, store] = await Promise.all([
    reachable(async () => (await getDb()).execute(sql`select 1`)),
    withStore ? reachable((signal) => mediaStore().check(signal)) : Promise.resolve(undefined),
  ]);
  const health: Health = { status: 'ok', database, ...(store ? { mediaStore: store } : {}) };
  if (database !== 'ok' || (store && store !== 'ok')) health.status = 'unavailable';
  else if (isDraining()) health.status = 'draining';
  return health;
}
