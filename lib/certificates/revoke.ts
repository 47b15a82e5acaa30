import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { conflict, notFound } from '../api/errors';
import { getDb } from '../db/client';
import { certificates } from '../db/schema';
import { CERTIFICATE_MSG } from '../messages';
import { certificateRevokedNotice } from '../notices/kinds';
import { notify } from '../notices/notify';

/**
 * Revokes a certificate with a reason (docs/product.md#certificates): an admin's, or the server's own when a credit the
 * certificate needed is withdrawn (`revokedBy` null). One conditional update, so two revocations racing get one
 * revocation and one 409. From then on its verification page and its PDF say "revoked", with the date and the reason.
 */
export async function revokeCertificate(code: string, reason: string, revokedBy: string | null): Promise<{ revokedAt: string }> {
  const db = await getDb();
  const revokedAt = new Date();
  const rows = await db
    .update(certificates)
    .set({ revokedAt, revokedReason: reason, revokedBy })
    .where(and(eq(certificates.code, code), isNull(certificates.revokedAt)))
    .returning({ code: certificates.code, userId: certificates.userId, courseName: certificates.courseName });
  if (rows.length > 0) {
    // The holder hears it from us, not from someone checking the public page.
    await notify(rows[0].userId, certificateRevokedNotice(rows[0].courseName, code, reason));
    return { revokedAt: revokedAt.toISOString() };
  }
  const [existing] = await db.select({ code: certificates.code }).from(certificates).where(eq(certificates.code, code));
  throw existing ? conflict(CERTIFICATE_MSG.alreadyRevoked) : notFound(CERTIFICATE_MSG.notFound);
}
