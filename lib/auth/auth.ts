import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, bearer, emailOTP } from 'better-auth/plugins';
import { getDb, type Db } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import { env } from '../env';
import { sendMail } from '../mail/transport';
import { codeMessage } from '../mail/messages';
import { authSecret } from './secret';
import { forgetUserAccess } from './user-access';
import { CODE_TTL_SECONDS, CODE_MAX_ATTEMPTS, PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { processSlot } from '../cache/process-singleton';
import { passwordHashing } from './password-hashing';
import { cookieSecure } from './cookie-secure';

function buildAuth(db: Db) {
  return betterAuth({
    appName: 'QA Academy',
    baseURL: env().APP_URL,
    basePath: '/api/auth',
    secret: authSecret(),
    trustedOrigins: [env().APP_URL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      fields: { name: 'username' },
      additionalFields: {
        studentId: { type: 'string', required: false, input: false },
        phone: { type: 'string', required: false, input: true },
        payStatus: { type: 'string', required: false, input: false, defaultValue: 'no' },
        payMethod: { type: 'string', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      // Called through the object, so what runs is what lib/auth/password-hashing.ts says at call time.
      password: { hash: (password) => passwordHashing.hash(password), verify: (input) => passwordHashing.verify(input) },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    // What better-auth itself writes (a verified address, a reset password ending every session, sign-out, an
    // admin's ban or role change) drops the user's checked sessions here and on the other instances
    // (lib/auth/session-cache.ts). The app's own writes call forgetUserAccess where they happen.
    databaseHooks: {
      user: {
        update: { after: async (user) => forgetUserAccess(user.id) },
        delete: { after: async (user) => forgetUserAccess(user.id) },
      },
      session: { delete: { after: async (session) => forgetUserAccess(session.userId) } },
    },
    // Our own limiter (lib/security/rate-limit.ts) guards the routes we expose; see app/api/auth/[...all].
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: cookieSecure(),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    plugins: [
      admin({ defaultRole: 'student', adminRoles: ['admin'] }),
      bearer(),
      emailOTP({
        otpLength: 6,
        expiresIn: CODE_TTL_SECONDS,
        allowedAttempts: CODE_MAX_ATTEMPTS,
        storeOTP: 'hashed',
        // A user's own e-mail change: the old address stays in force until the code sent to the new one
        // is entered (lib/users/email-change.ts).
        changeEmail: { enabled: true },
        async sendVerificationOTP({ email, otp, type }) {
          await sendMail(codeMessage(email, otp, type));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof buildAuth>;

const memo = () => processSlot<{ db: Db; secure: boolean; auth: Auth }>('auth-server');

/** The auth server for the current database; built lazily because the database opens lazily. */
export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  const secure = cookieSecure();
  const built = memo();
  if (built.value?.db !== db || built.value.secure !== secure) built.value = { db, secure, auth: buildAuth(db) };
  return built.value.auth;
}
