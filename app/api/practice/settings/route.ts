import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { isBugModeOn, setBugMode } from '@/lib/practice/bug-mode';
import { practiceSettingsSchema } from '@/lib/validation/practice';

// GET /api/practice/settings → { bugMode }: the caller's practice lab settings.
export const GET = withRoute({ access: 'user', cacheReply: true }, async ({ session }) => ({ bugMode: await isBugModeOn(session.identity.userId) }));

// PUT /api/practice/settings { bugMode } → { bugMode }: turns the caller's planted bugs on or off, for every exercise.
export const PUT = withRoute({ access: 'user', body: practiceSettingsSchema }, async ({ body, session }) => {
  await setBugMode(session.identity.userId, body.bugMode);
  return { bugMode: body.bugMode };
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
