import type { Metadata } from 'next';
import { NoValidCertificate } from '@/components/certificates/verification';

export const metadata: Metadata = { title: 'Certificate verification', robots: { index: false, follow: false } };

/** The 404 of /certificates/{code}: a malformed code or one no certificate has. */
export default function CertificateNotFound() {
  return <NoValidCertificate />;
}
