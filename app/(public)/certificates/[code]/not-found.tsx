import type { Metadata } from 'next';
import { NoValidCertificate } from '@/components/certificates/verification';

export const metadata: Metadata = { title: 'Certificate verification', robots: { index: false, follow: false } };

/** The 404 of /certificates/{code}: the same answer for a code that never existed and for a revoked certificate. */
export default function CertificateNotFound() {
  return <NoValidCertificate />;
}
