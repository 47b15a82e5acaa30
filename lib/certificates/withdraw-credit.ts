import 'server-only';
import { ApiError } from '../api/errors';
import { courseProgress } from '../progress/course-progress';
import { courseFacts, measuresOf } from '../progress/measures';
import { certificatesOf } from './queries';
import { revokeCertificate } from './revoke';

// After a trainer withdrew a bug-hunt credit (docs/product.md#admin-bug-hunt): the certificates that credit completed
// are revoked with the trainer's reason. A certificate was completed by the credit when it was issued after the
// credit and its course's rule is no longer met without it; one the learner would hold anyway stays. Uses the same
// rule evaluation as issuing (lib/progress/course-progress.ts), so the two never disagree.

/** Revokes what the withdrawn credit (credited at `creditedAt`) completed; answers the codes revoked. */
export async function revokeCertificatesCompletedBy(userId: string, creditedAt: Date, reason: string, adminId: string): Promise<string[]> {
  const [facts, measures, held] = await Promise.all([courseFacts(), measuresOf(userId), certificatesOf(userId)]);
  const revoked: string[] = [];
  for (const certificate of held) {
    if (certificate.revokedAt || Date.parse(certificate.issuedAt) < creditedAt.getTime()) continue;
    const course = facts.find((candidate) => candidate.courseId === certificate.courseId);
    if (!course || courseProgress(course, measures).ruleMet) continue;
    try {
      await revokeCertificate(certificate.code, reason, adminId);
      revoked.push(certificate.code);
    } catch (error) {
      // Revoked meanwhile by another admin: the outcome wanted.
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
  }
  return revoked;
}
