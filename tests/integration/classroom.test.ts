import { beforeAll, expect, it } from 'vitest';
import { POST as confirmEmail } from '@/app/api/auth/confirm-email/route';
import { POST as login } from '@/app/api/auth/login/route';
import { GET as me } from '@/app/api/auth/me/route';
import { POST as register } from '@/app/api/auth/register/route';
import { insertCourses } from '../helpers/catalog';
import { call, cookieHeader } from '../helpers/http';
import { setupSmtpSink } from '../helpers/mail';
import { setupFreshDatabase } from '../helpers/test-db';

// A training centre puts a whole class behind one public address, and they all start in the same
// lesson: every learner must get through registration, verification and login with the default limits.
const getDb = setupFreshDatabase();
const sink = setupSmtpSink();
const SCHOOL_IP = '203.0.113.30';
const CLASS_SIZE = 30;
let courseId = 0;

beforeAll(async () => {
  courseId = (await insertCourses(getDb()))[0].id;
});

it(`${CLASS_SIZE} learners register, verify and log in from one address`, { timeout: 300_000 }, async () => {
  for (let seat = 1; seat <= CLASS_SIZE; seat++) {
    const email = `learner${seat}.school@example.com`;
    const password = `Class-room-${seat}x`;
    const since = sink().messages.length;
    const registered = await call(register, {
      body: { username: 'Class Learner', email, phone: '+15551234567', password, selectedCourses: [courseId] },
      ip: SCHOOL_IP,
    });
    expect(registered.status, `register seat ${seat}: ${JSON.stringify(registered.json)}`).toBe(200);
    const { code } = await sink().waitFor(email, { since });
    expect((await call(confirmEmail, { body: { email, code }, ip: SCHOOL_IP })).status, `verify seat ${seat}`).toBe(200);
    // A typo first, as learners do, then the right password.
    expect((await call(login, { body: { email, password: 'not-my-password' }, ip: SCHOOL_IP })).status).toBe(401);
    const loggedIn = await call(login, { body: { email, password }, ip: SCHOOL_IP });
    expect(loggedIn.status, `login seat ${seat}`).toBe(200);
    const session = await call(me, { cookie: cookieHeader(loggedIn.cookies), ip: SCHOOL_IP });
    expect(session.json.email).toBe(email);
  }
});
