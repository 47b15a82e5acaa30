import 'server-only';
import { desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { getDb } from '../db/client';
import { certificates, users } from '../db/schema';
import type { CertificateEvidence } from './evidence-types';
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
  /** What it proves and how each requirement was verified, as at issue; null on certificates issued before that was kept. */
  evidence: CertificateEvidence | null;
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
    evidence: row.evidence ?? null,
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

export interface PublicCertificate {
  learnerName: string;
  courseName: string;
  issuedAt: string;
  evidence: CertificateEvidence | null;
  /** Set once revoked: the page then says "revoked", when and why. */
  revokedAt: string | null;
  revokedReason: string | null;
}

/**
 * What the public verification page shows: the name, the course, the date, how each requirement was verified, and a
 * revocation with its reason. Null for a code no certificate has. Nothing about the holder's account (e-mail, id).
 */
export async function verifiedCertificate(code: string): Promise<PublicCertificate | null> {
  const db = await getDb();
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  if (!row) return null;
  const view = toView(row);
  return { learnerName: view.learnerName, courseName: view.courseName, issuedAt: view.issuedAt, evidence: view.evidence, revokedAt: view.revokedAt, revokedReason: view.revokedReason };
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
