import 'server-only';
import { z } from 'zod';
import { isBugModeOn } from '../bug-mode';
import { defectByProbe } from './catalogue';
import { recordDefectEvidence } from './evidence';

// What an exercise page reports when it shows a planted defect that lives in the browser (docs/architecture.md#bug-hunt):
// an opaque code, never a defect id. It counts only for the session's learner and only with their bug mode on; any
// other code is ignored without a word, so the route cannot be asked which codes exist.

export const PageEvidenceSchema = z.object({ probe: z.string({ error: 'probe must be text.' }).max(40, 'probe must be text.') });

export async function notePageEvidence(userId: string, probe: string): Promise<void> {
  const defect = defectByProbe(probe);
  if (!defect || !(await isBugModeOn(userId))) return;
  await recordDefectEvidence(userId, defect.id);
}
