import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { withRoute } from '@/lib/api/route';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

setupFreshDatabase();

const adminOnly = withRoute({ access: 'admin' }, ({ session }) => ({ hello: session.identity.username }));
const anyUser = withRoute({ access: 'user', params: z.object({ id: z.coerce.number().int().positive() }) }, ({ params }) => ({ id: params.id }));
const exploding = withRoute({ access: 'public' }, () => {
  throw new Error('database password is hunter2');
});

describe('withRoute', () => {
  it('answers 401 without a session, 403 for a student, 200 for an admin', async () => {
    expect((await call(adminOnly)).status).toBe(401);
    const student = await createLoggedInUser();
    const refused = await call(adminOnly, { cookie: student.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: 'You do not have access to this resource.' });
    const admin = await createLoggedInUser({ role: 'admin', username: 'Root Admin' });
    const allowed = await call(adminOnly, { cookie: admin.cookie });
    expect(allowed.status).toBe(200);
    expect(allowed.json).toEqual({ hello: 'Root Admin' });
  });

  it('parses path params and answers 404 when they do not fit', async () => {
    const user = await createLoggedInUser();
    expect((await call(anyUser, { cookie: user.cookie, params: { id: '42' } })).json).toEqual({ id: 42 });
    expect((await call(anyUser, { cookie: user.cookie, params: { id: 'abc' } })).status).toBe(404);
  });

  it('hides unexpected errors behind a generic 500 and logs them', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await call(exploding);
    expect(result.status).toBe(500);
    expect(result.json).toEqual({ message: 'Something went wrong. Please try again later.' });
    expect(JSON.stringify(result.json)).not.toContain('hunter2');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
