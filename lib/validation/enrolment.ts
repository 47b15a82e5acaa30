import { z } from 'zod';
import { ENROLMENT_MSG } from '../messages';

// A schedule batch chosen with the home page's Enrol (docs/product.md#registration): its id, as a register or payment
// body sends it and as `?batch=` carries it. The server then checks the batch exists and names a course.

/** The largest PostgreSQL `serial` (int4). */
const MAX_SERIAL = 2_147_483_647;

export const batchIdField = z.coerce
  .number({ error: ENROLMENT_MSG.batchInvalid })
  .int(ENROLMENT_MSG.batchInvalid)
  .min(1, ENROLMENT_MSG.batchInvalid)
  .max(MAX_SERIAL, ENROLMENT_MSG.batchInvalid);

/** POST /api/enrolments {scheduleId}: a logged-in learner enrols in a batch. */
export const enrolPayloadSchema = z.object({ scheduleId: batchIdField });

/** `?batch=` of /register and /payment: a batch id, or nothing when absent or unreadable (the page then says so). */
export function batchParamOf(value: string | string[] | undefined): { given: boolean; id: number | null } {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text === '') return { given: false, id: null };
  const parsed = batchIdField.safeParse(text);
  return { given: true, id: parsed.success ? parsed.data : null };
}
