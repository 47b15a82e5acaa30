import { describe, expect, it } from 'vitest';
import { hasRecentMediaAccess, rememberMediaAccess } from '@/lib/auth/media-access';
import { forgetUserAccess } from '@/lib/auth/user-access';

describe('media access remembered per session cookie', () => {
  it('knows only the cookie values that passed the full check', () => {
    rememberMediaAccess('cookie-a1.sig', 'user-a');
    expect(hasRecentMediaAccess('cookie-a1.sig')).toBe(true);
    expect(hasRecentMediaAccess('cookie-a1.forged')).toBe(false);
  });

  it('forgets every session of a user at once, and only theirs', () => {
    rememberMediaAccess('cookie-b1.sig', 'user-b');
    rememberMediaAccess('cookie-b2.sig', 'user-b');
    rememberMediaAccess('cookie-c1.sig', 'user-c');
    forgetUserAccess('user-b');
    expect(hasRecentMediaAccess('cookie-b1.sig')).toBe(false);
    expect(hasRecentMediaAccess('cookie-b2.sig')).toBe(false);
    expect(hasRecentMediaAccess('cookie-c1.sig')).toBe(true);
  });
});
