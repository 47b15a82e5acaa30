import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { VerifiedCertificate } from '@/components/certificates/verification';
import { verifiedCertificate } from '@/lib/certificates/queries';
import { certificateCodeParam } from '@/lib/validation/params';

// A holder's name is on it: verifiers reach it by its link or QR code, search engines never list it.
export const metadata: Metadata = { title: 'Certificate verification', robots: { index: false, follow: false } };

interface VerificationPageProps {
  params: Promise<{ code: string }>;
}

/**
 * /certificates/{code} (docs/product.md#certificates): public. A certificate shows its name, course, date and how each
 * requirement was verified; a revoked one says "revoked" with the date and the reason. A malformed or unknown code is
 * a 404 (./not-found.tsx).
 */
export default async function CertificateVerificationPage({ params }: VerificationPageProps) {
  // Read on every request: a revocation shows at once.
  await connection();
  const parsed = certificateCodeParam.safeParse(await params);
  const certificate = parsed.success ? await verifiedCertificate(parsed.data.code) : null;
  if (!certificate) notFound();
  return <VerifiedCertificate {...certificate} />;
}
