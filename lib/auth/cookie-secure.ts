import 'server-only';
import { env } from '../env';

/** Whether the site's cookies carry `Secure`: COOKIE_SECURE when set, otherwise in production. */
export function cookieSecure(): boolean {
  const { COOKIE_SECURE, NODE_ENV } = env();
  return COOKIE_SECURE ? COOKIE_SECURE === 'true' : NODE_ENV === 'production';
}
