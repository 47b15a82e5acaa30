import { certificateCodeParam } from '../../validation/params';
import type { ApiArea } from '../area';
import { download, json } from '../replies';

// The learner's certificates (docs/product.md#certificates): app/api/certificates/**. Their public verification is
// the page /certificates/{code}; the trainer's side is under /api/trainer/.

export const certificatesArea = (): ApiArea => ({
  tag: { name: 'Certificates', description: 'The signed-in learner\'s certificates, as a list and as PDF.' },
  paths: {
    '/api/certificates': {
      get: {
        operationId: 'listOwnCertificates',
        summary: 'Your certificates',
        access: 'user',
        description: 'A certificate newly earned is issued first.',
        reply: json('`{ certificates: [{ code, courseId, courseName, learnerName, issuedAt, revokedAt, revokedReason, verificationUrl, evidence }] }`; `evidence` is `{ requirements, selfAttestedOnly }`, what the certificate proves and how each requirement was verified, as at issue (null on older certificates).'),
      },
    },
    '/api/certificates/{code}/pdf': {
      get: {
        operationId: 'downloadCertificate',
        summary: 'A certificate as PDF',
        access: 'user',
        who: 'Its holder, or an admin; anyone else\'s code is 404, like a code that does not exist.',
        params: certificateCodeParam,
        reply: download('The certificate, made on the server; a revoked one says REVOKED, with the date and the reason.', 'application/pdf'),
        refusals: { 404: 'No certificate of yours with this code, or a malformed code' },
      },
    },
  },
});
