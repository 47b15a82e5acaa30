import 'server-only';
import type { CourseProgress } from '../progress/course-progress';
import { defectEvidenceOf } from '../progress/sources/defects-found';
import { measuredVideoCountsByCourse } from '../progress/videos';
import type { CertificateEvidence, EvidenceRequirement } from './evidence-types';

// What a certificate proves, taken as it is issued (docs/product.md#certificates): each requirement of the course's
// rule with what the learner had, and for defects how the server knew of each. Kept on the certificate, so its page
// and PDF say how each requirement was verified, whatever changes later.

export async function evidenceFor(userId: string, progress: CourseProgress): Promise<CertificateEvidence> {
  const needsDefects = progress.requirements.some((item) => item.kind === 'defects');
  const needsVideos = progress.requirements.some((item) => item.kind === 'videos');
  const [defects, videos] = await Promise.all([
    needsDefects ? defectEvidenceOf(userId) : null,
    needsVideos ? measuredVideoCountsByCourse().then((counts) => counts.byCourse.get(progress.courseId) ?? 0) : 0,
  ]);
  const requirements = progress.requirements.map((item): EvidenceRequirement => {
    switch (item.kind) {
      case 'videos':
        return { kind: 'videos', need: item.need, have: item.applicable ? item.have : 0, videos: item.applicable ? videos : 0 };
      case 'defects':
        return { kind: 'defects', need: item.need, have: item.have, serverSeen: defects?.serverSeen ?? 0, pageSeen: defects?.pageSeen ?? 0 };
      case 'suite':
        return { kind: 'suite', need: item.need, have: item.have, percent: item.percent ?? 0 };
      default:
        return { kind: item.kind, need: item.need, have: item.have };
    }
  });
  const applied = progress.requirements.filter((item) => item.applicable);
  return { requirements, selfAttestedOnly: applied.length > 0 && applied.every((item) => item.kind === 'topics') };
}
