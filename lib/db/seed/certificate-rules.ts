import type { CertificateRule } from '../../validation/certificates';
import type { ProgramName } from './content';

// Each seeded course's certificate rule (docs/product.md#certificates), so a default install issues certificates and
// learners never read "no certificate rule yet". Every rule asks for something the server verifies (exercises, defects
// found), not only topics the learner marks read, so no seeded certificate is self-attested only. Seeded with the
// courses, in the same transaction: a rule the admin later removes is not put back on the next start.
export const SEED_CERTIFICATE_RULES: Record<ProgramName, CertificateRule> = {
  // Manual testers explore and report: the practice exercises, and planted defects found in the bug hunt.
  'Manual Testing': { allTopics: true, videoPercent: 80, exercises: 3, defects: 3, challenges: null, suitePercent: null, suiteExercises: null },
  // Automation testers script the exercises, UI and API alike.
  'Automation Testing': { allTopics: true, videoPercent: 80, exercises: 5, defects: null, challenges: null, suitePercent: null, suiteExercises: null },
  // Exam preparation is the reading; one exercise shows the theory applied.
  'Test Preparation': { allTopics: true, videoPercent: 80, exercises: 1, defects: null, challenges: null, suitePercent: null, suiteExercises: null },
};
