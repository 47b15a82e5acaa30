import { beforeAll, expect } from 'vitest';
import { POST as addChunk } from '@/app/api/learning/[course_id]/chunks/route';
import { POST as addCourse } from '@/app/api/learning/route';
import { seedDatabase } from '@/lib/db/seed';
import { call } from './http';
import { setupFreshDatabase } from './test-db';
import { createLoggedInUser, type TestUser } from './users';

// What the learning-content admin test files share (learning-admin-api, learning-admin-chunks-api).

export const BAD_IDS = ['abc', '0', '-1', '1.5', '01', '99999999999'];

/** A seeded database, an admin and a paid student (set in beforeAll), and the calls that add content as the admin. */
export function setupLearningAdminTests() {
  const getDb = setupFreshDatabase();
  const who = {} as { admin: TestUser; student: TestUser };

  beforeAll(async () => {
    await seedDatabase(getDb(), () => {});
    who.admin = await createLoggedInUser({ role: 'admin' });
    who.student = await createLoggedInUser({ payStatus: 'yes' });
  });

  async function newCourse(title = 'Performance Testing') {
    const result = await call(addCourse, { cookie: who.admin.cookie, body: { title } });
    expect(result.status).toBe(200);
    return result.json as { success: true; course_id: number; course_name: string; course_title: string };
  }

  async function newChunk(courseId: number, body: object = { chunk_title: 'Basics', chunk_contents: 'one; two' }) {
    const result = await call(addChunk, { cookie: who.admin.cookie, params: { course_id: String(courseId) }, body });
    expect(result.status).toBe(200);
    return result.json as { success: true; chunk_id: number; chunk_title: string; chunk_contents: string[] };
  }

  return { getDb, who, newCourse, newChunk };
}
