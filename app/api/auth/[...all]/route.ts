import { toNextJsHandler } from 'better-auth/next-js';
import { getAuth } from '@/lib/auth/auth';
import { otherMethods } from '@/lib/api/methods';

// better-auth is mounted under /api/auth, but only its read-only session endpoint is exposed here.
// Every credential-changing flow goes through our own routes (login, register, ...) so that it passes
// the shared validation and rate limits; the rest of better-auth's endpoints answer 404.
const EXPOSED = new Set(['/api/auth/get-session']);

async function handle(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (!EXPOSED.has(pathname)) return Response.json({ message: 'Not found.' }, { status: 404 });
  const auth = await getAuth();
  return toNextJsHandler(auth).GET(request);
}

export const GET = handle;
export const POST = handle;

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
