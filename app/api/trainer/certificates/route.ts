import { otherMethods } from '@/lib/api/methods';
import { badRequest } from '@/lib/api/errors';
import { withRoute } from '@/lib/api/route';
import { listCertificates, type CertificateStatus } from '@/lib/certificates/queries';
import { TRAINER_MSG } from '@/lib/messages';

const STATUSES: readonly CertificateStatus[] = ['any', 'issued', 'revoked'];

// GET /api/trainer/certificates[?status=any|issued|revoked] (admin) → { certificates: [...] }: the certificates issued
// and revoked, newest first (docs/product.md#trainers-view).
export const GET = withRoute({ access: 'admin' }, async ({ request }) => {
  const status = new URL(request.url).searchParams.get('status') ?? 'any';
  if (!STATUSES.includes(status as CertificateStatus)) throw badRequest(TRAINER_MSG.certificate, { status: TRAINER_MSG.certificate });
  return { certificates: await listCertificates(status as CertificateStatus) };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
