// Where the login page sends a user back to (docs/product.md#routes): /login?next=/student/practice/grocery.
// Only a path of this site is taken, so the parameter can never send a user off the site (an open redirect):
// no scheme or host ("https://evil.test", "//evil.test", "/\evil.test"), no control characters, nothing that
// resolves outside the origin, and not the auth pages themselves (a loop back to /login).

const PLACEHOLDER_ORIGIN = 'https://same-site.invalid';
const AUTH_PAGES = new Set(['/login', '/register', '/verifyEmail', '/forgot-password']);

/** The same-site path in `next`, or null when there is none or it is not a plain path of this site. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 512) return null;
  // A path starts with one slash; two (or a backslash, which browsers read as one) start a host name.
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  if (AUTH_PAGES.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's address that brings the user back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
