import { z } from 'zod';

// GET /api/notices's reply as the portal reads it: the same shape the server answers with (lib/notices/queries.ts), so
// another shape shows as unreadable rather than as wrong numbers.

export const NoticeSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  href: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});

export const NoticeListSchema = z.object({ unread: z.number().int().min(0), notices: z.array(NoticeSchema) });
export type NoticeList = z.infer<typeof NoticeListSchema>;
