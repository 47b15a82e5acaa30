import type { CertificateEvidence, EvidenceRequirement } from './evidence-types';

// How a certificate says what it proves (docs/product.md#certificates), one line per requirement, the same words on
// the public verification page and in the PDF. Pure, so both (and their tests) share one wording.

export const SELF_ATTESTED_NOTE = 'Self-attested: topics marked read';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function evidenceLine(item: EvidenceRequirement): string {
  switch (item.kind) {
    case 'topics':
      return `Topics: ${item.have} of ${item.need} marked read by the learner (self-attested)`;
    case 'videos':
      return item.videos === 0
        ? 'Training videos: not applicable, there were no training videos to watch'
        : `Training videos: ${item.have}% of ${plural(item.videos, 'video', 'videos')} watched, measured by the server's playback clock`;
    case 'exercises':
      return `Practice exercises: ${item.have} completed, checked by the server from the learner's stored work`;
    case 'defects':
      return `Defects: ${item.have} found, ${item.serverSeen} seen by the server, ${item.pageSeen} reported by the page`;
    case 'challenges':
      return `API challenges: ${item.have} met, checked by the server from the learner's requests`;
    case 'suite':
      return `Suite score: ${item.percent}% or more required on ${plural(item.need, 'exercise', 'exercises')}, met on ${item.have}, scored by the server from the learner's finished runs`;
  }
}

/** The lines, the self-attested note first when topics alone earned it; none for a certificate issued before they were kept. */
export function evidenceLines(evidence: CertificateEvidence | null): string[] {
  if (!evidence) return [];
  return [...(evidence.selfAttestedOnly ? [SELF_ATTESTED_NOTE] : []), ...evidence.requirements.map(evidenceLine)];
}
