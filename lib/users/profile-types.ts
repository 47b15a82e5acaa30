// The profile's type, apart from ./profile.ts: the profile cache (./profile-cache.ts) keeps these objects and
// ./profile.ts reads through that cache, so the type lives where both can import it without a cycle.

/** A user as the API and the profile screen show it (field names: docs/product.md#data-model). Never any secret. */
export interface UserProfile {
  id: string;
  student_id: string | null;
  username: string;
  email: string;
  /** Profile photo file name, served from /api/profile/{file}; null = default avatar. */
  profile: string | null;
  role: 'admin' | 'student';
  email_verified: boolean;
  /** The spec's marker: 'verify' once verified. Codes themselves are stored hashed and never shown. */
  email_verification_code: 'verify' | null;
  pay_status: 'yes' | 'no';
  pay_method: string | null;
  phone: string | null;
  courses: string[];
  created_at: string;
}
