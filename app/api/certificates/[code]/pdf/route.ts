import { attachmentHeaders } from '@/lib/api/attachment-headers';
import { notFound } from '@/lib/api/errors';
import { bodyByTurns, givingWayThroughout } from '@/lib/concurrency/give-way';
import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { cachedCertificatePdf } from '@/lib/certificates/pdf-cache';
import { countPdfDownload } from '@/lib/certificates/pdf-limit';
import { certificateByCode } from '@/lib/certificates/queries';
import { CERTIFICATE_MSG } from '@/lib/messages';
import { certificateCodeParam } from '@/lib/validation/params';

// GET /api/certificates/{code}/pdf → the certificate as a PDF download, made on the server (docs/product.md#certificates):
// for its holder and for admins. Another learner's code answers 404, like a code that does not exist. A revoked
// certificate's PDF says "REVOKED", with the date and the reason, across its top. Rendered once per content and kept
// (lib/certificates/pdf-cache.ts); downloads are counted per user, a 404 included, with the RateLimit headers.
// A download gives way to everyone else's requests (lib/concurrency/give-way.ts): its queries and its bytes go one
// piece per turn of the event loop, so a holder downloading in a loop keeps the site's p99 within 2x (bench:certificate-pdf).
export const GET = withRoute({ access: 'user', params: certificateCodeParam }, ({ session, params }) => givingWayThroughout(async () => {
  const limitHeaders = await countPdfDownload(session.user.id);
  const certificate = await certificateByCode(params.code);
  if (!certificate || (certificate.userId !== session.user.id && session.identity.role !== 'admin')) throw notFound(CERTIFICATE_MSG.notFound);
  const pdf = await cachedCertificatePdf({ ...certificate, issuedAt: new Date(certificate.issuedAt) });
  return new Response(bodyByTurns(new Uint8Array(pdf)), {
    headers: { ...attachmentHeaders(`qa-academy-certificate-${certificate.code}.pdf`, 'application/pdf', pdf.length), 'Cache-Control': 'private, no-store', ...limitHeaders },
  });
}));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
