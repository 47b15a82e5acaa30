import { NoticeListSchema, type NoticeList } from '@/lib/notices/schemas';

export const NOTICES_URL = '/api/notices';
export const MARK_READ_URL = '/api/notices/read';
/** Sent on window when notices were marked read, so the sidebar's unread count follows without a read of its own. */
export const NOTICES_CHANGED = 'qa-academy:notices-changed';

export const NOTICES_READ = {
  parse: (body: unknown): NoticeList | null => {
    const result = NoticeListSchema.safeParse(body);
    return result.success ? result.data : null;
  },
  messages: { failed: 'Your notices could not be loaded. Try again.', noData: 'The notices reply could not be read. Try again.' },
};
