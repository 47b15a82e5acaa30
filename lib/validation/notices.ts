import { z } from 'zod';
import { NOTICE_MSG } from '../messages';
import { NOTICES_LISTED } from '../notices/limits';

// POST /api/notices/read (docs/product.md#notices): the notices the learner opened, or none named for "mark all read".
export const markNoticesReadSchema = z.object({
  ids: z.array(z.number({ error: NOTICE_MSG.ids }).int(NOTICE_MSG.ids).positive(NOTICE_MSG.ids), { error: NOTICE_MSG.ids }).max(NOTICES_LISTED, NOTICE_MSG.ids).optional(),
});
export type MarkNoticesRead = z.output<typeof markNoticesReadSchema>;
