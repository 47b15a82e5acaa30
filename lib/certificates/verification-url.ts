import 'server-only';
import { publicLink } from '../public-url';

/**
 * The public address that confirms a certificate (its link and QR code), on the site's public address
 * (lib/public-url.ts: PUBLIC_URL). Made without a request: certificate views and PDFs are shared and cached.
 */
export function verificationUrl(code: string): string {
  return publicLink(`/certificates/${code}`);
}
