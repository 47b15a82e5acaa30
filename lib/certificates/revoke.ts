import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { conflict, notFound } from '../api/errors';
import { getDb } from '../db/client';
import { certificates } from '../db/schema';
import { CERTIFICATE_MSG } from '../messages';

/**
 * Revokes a certificate with the admin's reason (docs/product.md#certificates). One conditional update, so two admins
 * revoking together get one revocation and one 409. From then on its verification page answers as for no certificate.
 */
export async function revokeCertificate(code: string, reason: string, adminId: string): Promise<{ revokedAt: string }> {
  const db = await getDb();
  const revokedAt = new Date();
  const rows = await db
    .update(certificates)
    .set({ revokedAt, revokedReason: reason, revokedBy: adminId })
    .where(and(eq(certificates.code, code), isNull(certificates.revokedAt)))
    .returning({ code: certificates.code });
  if (rows.length > 0) return { revokedAt: revokedAt.toISOString() };
  const [existing] = await db.select({ code: certificates.code }).from(certificates).where(eq(certificates.code, code));
  throw existing ? conflict(CERTIFICATE_MSG.alreadyRevoked) : notFound(CERTIFICATE_MSG.notFound);
}
