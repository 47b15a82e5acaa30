import { expect, request, type APIRequestContext } from '@playwright/test';

/** An API client with its own cookie jar: anonymous, or logged in through POST /api/auth/login. */
export async function apiAs(baseURL: string, who?: { email: string; password: string }): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  if (who) {
    const login = await api.post('/api/auth/login', { data: who });
    expect(login.status(), await login.text()).toBe(200);
  }
  return api;
}
