import { eq } from 'drizzle-orm';
import { conflict } from '@/lib/api/errors';
import { withRoute } from '@/lib/api/route';
import { issueCode } from '@/lib/auth/codes';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { emailOnlySchema } from '@/lib/validation/account';

const SENT = 'A new verification code has been sent to your e-mail.';

// POST /api/auth/verify-again {email}: a fresh code; earlier codes stop working.
export const POST = withRoute(
  { access: 'public', body: emailOnlySchema, rateLimit: RATE_RULES.resendPerIp },
  async ({ body }) => {
    const db = await getDb();
    const [user] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, body.email)).limit(1);
    // Unknown addresses get the same answer, so this cannot be used to probe for accounts.
    if (!user) return { message: SENT };
    if (user.verified) throw conflict('This e-mail is already verified. You can log in.');
    await issueCode(body.email, 'email-verification');
    return { message: SENT };
  },
);
