import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { listCertificateRules } from '@/lib/certificates/rules';

// GET /api/trainer/certificate-rules (admin) → { rules: [{ courseId, courseName, allTopics, videoPercent, exercises,
// defects, challenges, updatedAt }] }: every course with its certificate rule (docs/product.md#certificates).
export const GET = withRoute({ access: 'admin' }, async () => ({ rules: await listCertificateRules() }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
