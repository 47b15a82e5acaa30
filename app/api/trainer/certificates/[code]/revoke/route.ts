import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { revokeCertificate } from '@/lib/certificates/revoke';
import { CERTIFICATE_MSG } from '@/lib/messages';
import { revokeSchema } from '@/lib/validation/certificates';
import { certificateCodeParam } from '@/lib/validation/params';

// POST /api/trainer/certificates/{code}/revoke { reason } (admin) → { message, revokedAt }: the certificate is revoked
// with the reason; its verification page then answers that no valid certificate has the code
// (docs/product.md#certificates). 404 for an unknown code, 409 when it is already revoked.
export const POST = withRoute({ access: 'admin', params: certificateCodeParam, body: revokeSchema }, async ({ session, params, body }) => ({
  message: CERTIFICATE_MSG.revoked,
  ...(await revokeCertificate(params.code, body.reason, session.user.id)),
}));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
