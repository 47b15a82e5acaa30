import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readKeyFigures, readWeeklyActivity } from '@/lib/admin/dashboard';
import { getDb } from '@/lib/db/client';
import { ads, payments, reviews, trainingVideos, users } from '@/lib/db/schema';
import { createUserWithPassword } from '../helpers/users';
import { setupFreshDatabase } from '../helpers/test-db';

// The admin home's figures and weekly chart come from the database (issue 6.1).

setupFreshDatabase();

let serial = 0;
async function student(fields: { verified?: boolean; paid?: boolean; joined?: string } = {}) {
  const db = await getDb();
  serial += 1;
  const user = await createUserWithPassword(db, {
    username: `Dashboard Student ${serial}`,
    email: `dashboard-${serial}@example.com`,
    password: 'Sunflower-42',
    emailVerified: fields.verified ?? false,
    payStatus: fields.paid ? 'yes' : 'no',
  });
  if (fields.joined) await db.update(users).set({ createdAt: new Date(fields.joined) }).where(eq(users.id, user.id));
  return user.id;
}

async function payment(userId: string, at: string, status: 'approved' | 'declined' = 'approved') {
  const db = await getDb();
  await db.insert(payments).values({
    userId,
    amountCents: 1000,
    method: 'card',
    provider: 'sandbox',
    providerRef: `ref-${at}-${status}`,
    status,
    createdAt: new Date(at),
  });
}

describe('admin dashboard data', () => {
  it('counts students (not admins), verified and paid students, reviews, videos and ads', async () => {
    const db = await getDb();
    const before = await readKeyFigures();
    await createUserWithPassword(db, { username: 'Another Admin', email: 'admin2@example.com', password: 'Sunflower-42', role: 'admin', emailVerified: true });
    const paidId = await student({ verified: true, paid: true });
    await student({ verified: true });
    await student();
    await db.insert(reviews).values({ userId: paidId, content: 'Great course' });
    await db.insert(trainingVideos).values({ videoName: 'v-dash.mp4', content: 'Intro', mimeType: 'video/mp4', sizeBytes: 10 });
    await db.insert(ads).values([
      { title: 'A', type: 'image', media: 'a-dash.png', mimeType: 'image/png' },
      { title: 'B', type: 'video', media: 'b-dash.mp4', mimeType: 'video/mp4' },
    ]);
    expect(await readKeyFigures()).toEqual({
      students: before.students + 3,
      verified: before.verified + 2,
      paid: before.paid + 1,
      reviews: before.reviews + 1,
      videos: before.videos + 1,
      ads: before.ads + 2,
    });
  });

  it('counts sign-ups and approved payments per Monday-based UTC week, oldest first, zeros included', async () => {
    const now = new Date('2025-03-15T12:00:00Z'); // a Saturday; its week starts 2025-03-10
    const a = await student({ joined: '2025-03-10T00:00:00Z' });
    const b = await student({ joined: '2025-03-16T23:59:00Z' }); // Sunday: still this week (and in the future of `now`)
    const c = await student({ joined: '2025-03-09T23:59:00Z' }); // Sunday night before: last week
    await student({ joined: '2024-12-01T00:00:00Z' }); // outside the last 4 weeks
    await payment(a, '2025-03-11T09:00:00Z');
    await payment(b, '2025-03-12T09:00:00Z', 'declined');
    await payment(c, '2025-02-24T09:00:00Z');

    expect(await readWeeklyActivity(4, now)).toEqual([
      { week: '2025-02-17', signUps: 0, payments: 0 },
      { week: '2025-02-24', signUps: 0, payments: 1 },
      { week: '2025-03-03', signUps: 1, payments: 0 },
      { week: '2025-03-10', signUps: 2, payments: 1 },
    ]);
  });
});
