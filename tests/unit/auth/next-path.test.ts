import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from '@/lib/auth/next-path';

// Issue 41: a visitor sent to /login from a practice card comes back to it; the next parameter is an open-redirect
// attack surface, so each attack below must come back null (the login then lands on the role's own page).

describe('safeNextPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeNextPath('/student/practice/grocery')).toBe('/student/practice/grocery');
    expect(safeNextPath('/student/practice/reservation?tab=seats#map')).toBe('/student/practice/reservation?tab=seats#map');
  });

  it.each([
    ['an absolute URL', 'https://evil.test/student'],
    ['a scheme-relative URL', '//evil.test/student'],
    ['a backslash host', '/\\evil.test'],
    ['a backslash later on', '/student\\..\\..\\evil'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a tab inside the slashes', '/\t/evil.test'],
    ['a newline', '/student\n/evil'],
    ['a relative path', 'student/practice'],
    ['an encoded scheme-relative URL, decoded once', decodeURIComponent('%2F%2Fevil.test')],
    ['the login page itself', '/login?next=/login'],
    ['the register page', '/register'],
    ['nothing', ''],
    ['an overlong path', `/${'a'.repeat(600)}`],
  ])('refuses %s', (_, next) => {
    expect(safeNextPath(next)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });

  it('makes a login address that reads back to the same path', () => {
    const login = loginPathFor('/student/practice/mouse-action?x=1&y=2');
    expect(login).toBe('/login?next=%2Fstudent%2Fpractice%2Fmouse-action%3Fx%3D1%26y%3D2');
    expect(safeNextPath(new URL(login, 'https://site.test').searchParams.get('next'))).toBe('/student/practice/mouse-action?x=1&y=2');
  });
});
