import 'server-only';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { getDb } from '../db/client';
import { certificates, users } from '../db/schema';
import { verificationUrl } from './verification-url';

// Reading certificates: the learner's own, the public verification, and the trainer's list.

export interface CertificateView {
  code: string;
  courseId: number | null;
  courseName: string;
  learnerName: string;
  issuedAt: string;
  revokedAt: string | null;
  revokedReason: string | null;
  verificationUrl: string;
}

type CertificateRow = typeof certificates.$inferSelect;

function toView(row: CertificateRow): CertificateView {
  return {
    code: row.code,
    courseId: row.courseId,
    courseName: row.courseName,
    learnerName: row.learnerName,
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedReason,
    verificationUrl: verificationUrl(row.code),
  };
}

/** The learner's certificates, newest first, revoked ones included (the learner sees why). */
export async function certificatesOf(userId: string): Promise<CertificateView[]> {
  const db = await getDb();
  const rows = await db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(desc(certificates.issuedAt), desc(certificates.id));
  return rows.map(toView);
}

/** A certificate by its code, revoked or not, with its holder's id; null when no certificate has it. */
export async function certificateByCode(code: string): Promise<(CertificateView & { userId: string }) | null> {
  const db = await getDb();
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  return row ? { ...toView(row), userId: row.userId } : null;
}

/**
 * What the public verification page shows: the name, the course and the date, and nothing else. Null for a code no
 * valid certificate has, whether it never existed or was revoked: the two are answered alike.
 */
export async function verifiedCertificate(code: string): Promise<{ learnerName: string; courseName: string; issuedAt: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ learnerName: certificates.learnerName, courseName: certificates.courseName, issuedAt: certificates.issuedAt })
    .from(certificates)
    .where(and(eq(certificates.code, code), isNull(certificates.revokedAt)));
  return row ? { learnerName: row.learnerName, courseName: row.courseName, issuedAt: row.issuedAt.toISOString() } : null;
}

export type CertificateStatus = 'any' | 'issued' | 'revoked';

export interface TrainerCertificate extends CertificateView {
  userId: string;
  email: string;
}

/** Every certificate for the trainer, newest first: all, only the valid ones, or only the revoked ones. */
export async function listCertificates(status: CertificateStatus = 'any'): Promise<TrainerCertificate[]> {
  const db = await getDb();
  const rows = await db
    .select({ certificate: certificates, email: users.email })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(status === 'issued' ? isNull(certificates.revokedAt) : status === 'revoked' ? isNotNull(certificates.revokedAt) : undefined)
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  return rows.map((row) => ({ ...toView(row.certificate), userId: row.certificate.userId, email: row.email }));
}
