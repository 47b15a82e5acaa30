import { loginHandler } from '@/lib/auth/login-handler';
import { otherMethods } from '@/lib/api/methods';

// POST /api/auth/login: lib/auth/login-handler.ts, which the fast path calls too (before Next's routing).
export const POST = loginHandler;

// Every other method answers a JSON 405 with an Allow header; OPTIONS lists the allowed ones.
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
