import { describe, expect, it } from 'vitest';
import { GET as listPublicReviews } from '@/app/api/reviews/route';
import { GET as listOwnReviews } from '@/app/api/reviews/[userId]/route';
import { GET as listTrainings } from '@/app/api/trainings/[userId]/route';
import { GET as getUser } from '@/app/api/users/[userId]/route';
import { GET as listUsers } from '@/app/api/users/route';
import { withRoute } from '@/lib/api/route';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

setupFreshDatabase();

const PRIVATE = 'private, no-store';

describe('Cache-Control on replies behind a session', () => {
  it('marks private JSON replies private, no-store', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const student = await createLoggedInUser({ payStatus: 'yes' });
    const replies = [
      await call(listUsers, { cookie: admin.cookie }),
      await call(getUser, { cookie: student.cookie, params: { userId: student.id } }),
      await call(listTrainings, { cookie: student.cookie, params: { userId: student.id } }),
      await call(listOwnReviews, { cookie: student.cookie, params: { userId: student.id } }),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.headers.get('cache-control')).toBe(PRIVATE);
    }
  });

  it('marks the refusals of a private route too (401, 403)', async () => {
    const student = await createLoggedInUser();
    const anonymous = await call(listUsers);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe(PRIVATE);
    const refused = await call(listUsers, { cookie: student.cookie });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe(PRIVATE);
  });

  it('marks a public route private only when a session was used', async () => {
    const student = await createLoggedInUser();
    expect((await call(listPublicReviews)).headers.get('cache-control')).toBeNull();
    expect((await call(listPublicReviews, { cookie: student.cookie })).headers.get('cache-control')).toBe(PRIVATE);
  });

  it('keeps a Cache-Control the handler chose', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const own = withRoute({ access: 'admin' }, () => Response.json({ ok: true }, { headers: { 'Cache-Control': 'private, max-age=60' } }));
    expect((await call(own, { cookie: admin.cookie })).headers.get('cache-control')).toBe('private, max-age=60');
  });
});
