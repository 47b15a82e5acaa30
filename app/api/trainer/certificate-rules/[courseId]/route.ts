import { notFound } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { removeCertificateRule, saveCertificateRule } from '@/lib/certificates/rules';
import { CERTIFICATE_MSG } from '@/lib/messages';
import { certificateRuleSchema, isSelfAttestedOnly } from '@/lib/validation/certificates';
import { ruleCourseIdParam } from '@/lib/validation/params';

// PUT /api/trainer/certificate-rules/{courseId} { allTopics, videoPercent, exercises, defects, challenges } (admin)
// → { message, warning? }: the course's rule (docs/product.md#certificates); null leaves a requirement out. A rule of
// topics alone is saved with a warning: its certificates will say they are self-attested.
export const PUT = withRoute({ access: 'admin', params: ruleCourseIdParam, body: certificateRuleSchema }, async ({ params, body }) => {
  await saveCertificateRule(params.courseId, body);
  return isSelfAttestedOnly(body) ? { message: CERTIFICATE_MSG.ruleSaved, warning: CERTIFICATE_MSG.selfAttestedOnly } : { message: CERTIFICATE_MSG.ruleSaved };
});

// DELETE /api/trainer/certificate-rules/{courseId} (admin) → { message }; certificates already issued stay.
export const DELETE = withRoute({ access: 'admin', params: ruleCourseIdParam }, async ({ params }) => {
  if (!(await removeCertificateRule(params.courseId))) throw notFound(CERTIFICATE_MSG.noRule);
  return { message: CERTIFICATE_MSG.ruleRemoved };
});

export const { GET, HEAD, POST, PATCH, OPTIONS } = otherMethods({ PUT, DELETE });
