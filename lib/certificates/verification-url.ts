import 'server-only';
import { env } from '../env';

/** The public address that confirms a certificate, on the site's configured address (APP_URL). */
export function verificationUrl(code: string): string {
  return new URL(`/certificates/${code}`, env().APP_URL).toString();
}
