import { expect, it } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { POST as resendCode } from '@/app/api/users/[userId]/resend-code/route';
import { call } from './../helpers/http';
import { assertKeepsProductContract } from './../helpers/product-contract';
import { routeTemplateOf } from './../helpers/route-tags';

// Every reply a test gets through `call` is held to the product's OpenAPI document (tests/helpers/http.ts): this shows
// the wiring holds (the route files are tagged as Vitest loads them) and that a breach fails the call.

it('knows the route each handler came from, in the document\'s path syntax', () => {
  expect(routeTemplateOf(health)).toBe('/api/health');
  expect(routeTemplateOf(resendCode)).toBe('/api/users/{userId}/resend-code');
});

it('refuses a reply the document does not list, and a method the path does not take answered as if it did', async () => {
  expect(() => assertKeepsProductContract({ method: 'GET', path: '/api/health' }, { status: 418, headers: new Headers(), body: null })).toThrow(/status 418 is not in the document/);
  // The handler does not look at the method; Next would have answered GET with the route's 405.
  await expect(call(resendCode, { method: 'GET', params: { userId: 'someone' } })).rejects.toThrow(/GET \/api\/users\/\{userId\}\/resend-code: not in the document/);
});
