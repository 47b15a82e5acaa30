import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { count, eq } from 'drizzle-orm';
import { readKeyFigures, readWeeklyActivity } from '@/lib/admin/dashboard';
import { ads, courses, courseSchedule, learningChunks, payments, reviews, users } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';

const getDb = setupFreshDatabase();

async function countRows() {
  const db = getDb();
  const tally = async (table: typeof users | typeof courses | typeof learningChunks | typeof courseSchedule | typeof reviews | typeof ads) =>
    (await db.select({ n: count() }).from(table))[0].n;
  return {
    users: await tally(users),
    courses: await tally(courses),
    chunks: await tally(learningChunks),
    schedule: await tally(courseSchedule),
    reviews: await tally(reviews),
    ads: await tally(ads),
  };
}

describe('seed', () => {
  it('fills an empty database with a living site, and a second run adds nothing', async () => {
    process.env.ADMIN_EMAIL = 'first-admin@example.com';
    process.env.ADMIN_PASSWORD = 'First-admin-pass';
    const { resetEnvCache } = await import('@/lib/env');
    resetEnvCache();
    const lines: string[] = [];
    await seedDatabase(getDb(), (line) => lines.push(line));
    const first = await countRows();
    expect(first.courses).toBe(3);
    expect(first.chunks).toBeGreaterThanOrEqual(15);
    expect(first.schedule).toBeGreaterThan(0);
    expect(first.reviews).toBeGreaterThan(0);
    expect(first.ads).toBeGreaterThan(0);
    expect(lines.join('\n')).toContain('Admin login: http://localhost:');

    const names = (await getDb().select({ name: courses.name }).from(courses)).map((c) => c.name).sort();
    expect(names).toEqual(['Automation Testing', 'Manual Testing', 'Test Preparation']);

    // The ads' images are real PNG files in media storage.
    const adRows = await getDb().select().from(ads);
    for (const ad of adRows) {
      const file = fs.readFileSync(path.join(process.env.UPLOADS_DIR!, 'ads', ad.media));
      expect(file.subarray(1, 4).toString()).toBe('PNG');
    }

    // The dashboard tells one story: every paid demo student has an approved sandbox payment, and
    // they joined and paid in recent weeks (not all "today").
    const figures = await readKeyFigures();
    const paidRows = await getDb().select().from(payments).where(eq(payments.status, 'approved'));
    expect(figures.paid).toBeGreaterThan(0);
    expect(paidRows).toHaveLength(figures.paid);
    expect(paidRows.every((row) => row.amountCents === 1000 && row.cardLast4 === '4242' && row.provider === 'sandbox')).toBe(true);
    const weekly = await readWeeklyActivity(12);
    expect(weekly.reduce((sum, week) => sum + week.payments, 0)).toBe(figures.paid);
    expect(weekly.reduce((sum, week) => sum + week.signUps, 0)).toBe(figures.students);
    expect(weekly.filter((week) => week.signUps > 0).length).toBeGreaterThan(1);

    await seedDatabase(getDb(), () => {});
    expect(await countRows()).toEqual(first);

    const admin = await call(login, { body: { email: 'first-admin@example.com', password: 'First-admin-pass' } });
    expect(admin.status).toBe(200);
    expect(admin.json.role).toBe('admin');
  });
});
