import { z } from 'zod';
import type { UserProfile } from './profile-types';

// What the profile screen reads in the browser (components/profile/own-profile.tsx): the path and the reply's shape.
// Plain and client-safe; the handler is lib/users/own-profile-route.ts.

/** GET: the signed-in user's own profile. */
export const OWN_PROFILE_PATH = '/api/users/me';

// The reply's shape (lib/users/profile.ts, toUserProfile).
const OwnProfileSchema: z.ZodType<UserProfile> = z.object({
  id: z.string().min(1),
  student_id: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  profile: z.string().nullable(),
  role: z.enum(['admin', 'student']),
  email_verified: z.boolean(),
  email_verification_code: z.literal('verify').nullable(),
  pay_status: z.enum(['yes', 'no']),
  pay_method: z.string().nullable(),
  phone: z.string().nullable(),
  courses: z.array(z.string()),
  created_at: z.string(),
});

/** The reply as a profile, or null when it is not one. */
export function parseOwnProfile(body: unknown): UserProfile | null {
  const result = OwnProfileSchema.safeParse(body);
  return result.success ? result.data : null;
}
