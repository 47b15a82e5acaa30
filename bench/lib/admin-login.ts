import { ADMIN_EMAIL, ADMIN_PASSWORD } from './app-server';

/** Logs in as the bench app's admin (or `admin`) and answers the Cookie header to send back. */
export async function adminCookie(url: string, admin = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}
