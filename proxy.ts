import { NextResponse, type NextRequest } from 'next/server';
import { getSessionCookie } from 'better-auth/cookies';

// Only a shortcut: with no session cookie at all, portal pages redirect to /login without rendering.
// The real access checks run on the server in every page, layout and handler (lib/auth/guards.ts).
export function proxy(request: NextRequest) {
  if (getSessionCookie(request)) return NextResponse.next();
  return NextResponse.redirect(new URL('/login', request.url));
}

// Pages only: API routes (uploads among them) are never buffered through the proxy.
export const config = {
  matcher: ['/admin/:path*', '/student/:path*', '/payment'],
};
