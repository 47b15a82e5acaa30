import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELETE as removeRule } from '@/app/api/trainer/certificate-rules/[courseId]/route';
import { listCertificateRules } from '@/lib/certificates/rules';
import { courses, courseSchedule } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed';
import { isSelfAttestedOnly } from '@/lib/validation/certificates';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

// The default install (docs/product.md#certificates, #admin-schedule): every seeded course has a certificate rule that
// asks for more than the learner's word, every seeded batch belongs to its catalogue course, and a rule the admin
// removes stays removed when the seed runs again on the next start.

const getDb = setupFreshDatabase();

describe('the seeded catalogue', () => {
  it('gives each course a certificate rule and each batch its course; a removed rule is not put back', async () => {
    await seedDatabase(getDb(), () => {});
    const rules = await listCertificateRules();
    expect(rules.map((rule) => rule.courseName)).toEqual(['Manual Testing', 'Automation Testing', 'Test Preparation']);
    for (const rule of rules) {
      expect(rule.updatedAt, rule.courseName).not.toBeNull();
      expect(isSelfAttestedOnly(rule), rule.courseName).toBe(false);
      expect(rule.exercises, rule.courseName).toBeGreaterThan(0);
    }

    const catalogue = new Map((await getDb().select().from(courses)).map((course) => [course.id, course.name]));
    const batches = await getDb().select().from(courseSchedule);
    expect(batches.length).toBeGreaterThan(0);
    for (const batch of batches) expect(catalogue.get(batch.courseId!), batch.projectName).toBeDefined();
    expect(batches.find((batch) => batch.projectName === 'Automation Testing (Selenium with Java)')?.courseId).toBe([...catalogue].find(([, name]) => name === 'Automation Testing')?.[0]);

    const admin = await createLoggedInUser({ role: 'admin' });
    const [manual] = await getDb().select().from(courses).where(eq(courses.name, 'Manual Testing'));
    expect((await call(removeRule, { method: 'DELETE', cookie: admin.cookie, params: { courseId: String(manual.id) } })).status).toBe(200);
    await seedDatabase(getDb(), () => {});
    expect((await listCertificateRules()).filter((rule) => rule.updatedAt === null).map((rule) => rule.courseName)).toEqual(['Manual Testing']);
  });
});
