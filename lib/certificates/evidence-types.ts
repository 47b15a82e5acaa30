// What a certificate proves (docs/product.md#certificates): each requirement of the rule it was issued under, what
// the learner had done, and so how it was verified. Kept on the certificate as it stood at issue (its `evidence`
// column), so the page and the PDF say the same thing every time. Types only: the schema, the server and the
// pages all read them.

export type EvidenceRequirement =
  /** Topics are marked read by the learner (scrolled to their end or ticked): self-attested. */
  | { kind: 'topics'; need: number; have: number }
  /**
   * Training videos, measured by the server's playback clock: `need` and `have` are percents of every video whose
   * length the server knows; `videos` is how many there were (0: nothing to watch, the requirement did not apply).
   */
  | { kind: 'videos'; need: number; have: number; videos: number }
  /** Exercises completed, as each exercise's rule read the learner's stored actions on the server. */
  | { kind: 'exercises'; need: number; have: number }
  /** Planted defects credited: `serverSeen` met in a request the server answered, `pageSeen` reported by the page. */
  | { kind: 'defects'; need: number; have: number; serverSeen: number; pageSeen: number }
  /** API challenges met, checked by the server from the learner's requests. */
  | { kind: 'challenges'; need: number; have: number }
  /**
   * Suite score: the rule asked for `percent` % or more on `need` exercises; `have` exercises met it, each by the
   * learner's best finished scoring run (a run with no score never counts).
   */
  | { kind: 'suite'; need: number; have: number; percent: number };

export interface CertificateEvidence {
  requirements: EvidenceRequirement[];
  /** Every requirement that applied was self-attested (topics alone): the certificate says so first. */
  selfAttestedOnly: boolean;
}
