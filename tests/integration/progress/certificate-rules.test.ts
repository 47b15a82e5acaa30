import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as removeRule, PUT as saveRule } from '@/app/api/trainer/certificate-rules/[courseId]/route';
import { GET as listRules } from '@/app/api/trainer/certificate-rules/route';
import { call } from '@/tests/helpers/http';
import { makeCourse } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';

// docs/product.md#certificates: an admin's rule per course, with the form's own messages for bad input.

const getDb = setupFreshDatabase();
let admin: TestUser;
let courseId: number;

beforeAll(async () => {
  admin = await createLoggedInUser({ role: 'admin' });
  ({ courseId } = await makeCourse(getDb(), 'Manual Testing', 2));
});

const put = (body: unknown, id = courseId, user = admin) => call(saveRule, { method: 'PUT', cookie: user.cookie, params: { courseId: String(id) }, body });
const rules = async () => (await call(listRules, { cookie: admin.cookie })).json.rules as { courseId: number; allTopics: boolean; exercises: number | null; updatedAt: string | null }[];

describe('certificate rules', () => {
  it('saves, changes and removes a course rule', async () => {
    expect((await put({ allTopics: true, videoPercent: 80, exercises: 3, defects: 5, challenges: 10 })).json.message).toBe('The certificate rule is saved.');
    expect((await rules()).find((rule) => rule.courseId === courseId)).toMatchObject({ allTopics: true, exercises: 3, updatedAt: expect.any(String) });
    await put({ exercises: 1 });
    expect((await rules()).find((rule) => rule.courseId === courseId)).toMatchObject({ allTopics: false, exercises: 1 });
    const removed = await call(removeRule, { method: 'DELETE', cookie: admin.cookie, params: { courseId: String(courseId) } });
    expect(removed.json.message).toBe('The certificate rule is removed; certificates already issued stay valid.');
    expect((await rules()).find((rule) => rule.courseId === courseId)).toMatchObject({ updatedAt: null });
    const again = await call(removeRule, { method: 'DELETE', cookie: admin.cookie, params: { courseId: String(courseId) } });
    expect(again.status).toBe(404);
    expect(again.json.message).toBe('This course has no certificate rule.');
  });

  it('refuses a rule with no requirement and out-of-range numbers, naming the field', async () => {
    const cases: [unknown, string, string][] = [
      [{}, 'allTopics', 'Choose at least one requirement for the certificate.'],
      [{ allTopics: false, exercises: null }, 'allTopics', 'Choose at least one requirement for the certificate.'],
      [{ videoPercent: 101 }, 'videoPercent', 'The share of videos is a whole number from 1 to 100.'],
      [{ videoPercent: 0 }, 'videoPercent', 'The share of videos is a whole number from 1 to 100.'],
      [{ exercises: 2.5 }, 'exercises', 'The number of exercises is a whole number from 1 to 1000.'],
      [{ defects: 1001 }, 'defects', 'The number of defects is a whole number from 1 to 1000.'],
      [{ challenges: 'ten' }, 'challenges', 'The number of challenges is a whole number from 1 to 1000.'],
    ];
    for (const [body, field, message] of cases) {
      const result = await put(body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.json.errors[field], JSON.stringify(body)).toBe(message);
    }
  });

  it('is for admins, and only for courses that exist', async () => {
    const student = await createLoggedInUser();
    expect((await put({ allTopics: true }, courseId, student)).status).toBe(403);
    const missing = await put({ allTopics: true }, 999_999);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('There is no such course.');
    expect((await call(saveRule, { method: 'PUT', cookie: admin.cookie, params: { courseId: 'abc' }, body: { allTopics: true } })).status).toBe(404);
  });
});
