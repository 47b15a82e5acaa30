import 'server-only';
import { lt } from 'drizzle-orm';
import { processSingleton } from '@/lib/cache/process-singleton';
import { getDb } from '@/lib/db/client';
import { practiceWsNonces } from '@/lib/db/schema';
import { hashSecret } from '@/lib/practice/credentials/secrets';

// The WS-Security nonces the service has accepted (docs/practice/employee-wsdl.md#authentication), in the database so
// every instance sees them: a UsernameToken's nonce is remembered until its Created leaves the service's window, after
// which the Created check refuses the message anyway. The table holds only what is inside the window: rows past their
// expiry are deleted at most once a minute per process, on the request path (no timer to manage).

const PRUNE_EVERY_MS = 60_000;
const pruned = () => processSingleton('employee-wsdl-nonces-pruned', () => ({ lastAt: 0 }));

/** Records the client's nonce until `expiresAt` (ms); false when it was already recorded: the message is a replay. */
export async function acceptNonce(clientId: string, nonce: string, expiresAt: number): Promise<boolean> {
  const db = await getDb();
  const now = Date.now();
  const last = pruned();
  if (now - last.lastAt >= PRUNE_EVERY_MS) {
    last.lastAt = now;
    await db.delete(practiceWsNonces).where(lt(practiceWsNonces.expiresAt, now));
  }
  const inserted = await db
    .insert(practiceWsNonces)
    .values({ key: hashSecret(`${clientId}\n${nonce}`), expiresAt })
    .onConflictDoNothing()
    .returning({ key: practiceWsNonces.key });
  return inserted.length === 1;
}
