import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as downloadPdf } from '@/app/api/certificates/[code]/pdf/route';
import { GET as listCertificates } from '@/app/api/trainer/certificates/route';
import { env, resetEnvCache } from '@/lib/env';
import { issueEarnedCertificates } from '@/lib/certificates/issue';
import { certificatesOf } from '@/lib/certificates/queries';
import { servedWsdl } from '@/lib/practice/exercises/employee-wsdl/server/wsdl';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
import { call } from '@/tests/helpers/http';
import { readPdf } from '@/tests/helpers/pdf-reading';
import { makeCourse, setRule, tick } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';

// Issue 41: the site's public address (PUBLIC_URL, lib/public-url.ts) is used for every absolute link the site makes:
// the certificate link and its QR code, the WSDL's service address, the Postman environment. Only when no address is
// set does a link follow the request it answers. Before, the certificate said http://localhost:3000 whatever the site
// was called, and no setting but APP_URL (also the auth origin) could change it.

const getDb = setupFreshDatabase();
const PUBLIC = 'https://academy.example.com';
const environmentRoute = mountedPracticeRoute('/api/practice/v1/books/postman-environment.json');
const saved = { PUBLIC_URL: process.env.PUBLIC_URL, APP_URL: process.env.APP_URL };
let learner: TestUser;
let code: string;

function setAddress(vars: { PUBLIC_URL?: string; APP_URL?: string }) {
  for (const name of ['PUBLIC_URL', 'APP_URL'] as const) {
    if (vars[name] === undefined) delete process.env[name];
    else process.env[name] = vars[name];
  }
  resetEnvCache();
}

beforeAll(async () => {
  const course = await makeCourse(getDb(), 'Public address course', 1);
  await setRule(getDb(), course.courseId, { allTopics: true });
  learner = await createLoggedInUser({ username: 'Ada Lovelace' });
  await tick(learner, course.chunkIds[0]);
  const fresh = await issueEarnedCertificates(learner.id);
  if (fresh.length > 0) code = fresh[0];
  else {
    const admin = await createLoggedInUser({ role: 'admin' });
    const listed = await call(listCertificates, { path: '/api/trainer/certificates', cookie: admin.cookie });
    code = (listed.json.certificates as { userId: string; code: string }[]).find((row) => row.userId === learner.id)!.code;
  }
});

afterEach(() => setAddress(saved));

const environmentBaseUrl = async (host: string) => {
  const reply = await call(environmentRoute.GET, { method: 'GET', path: '/api/practice/v1/books/postman-environment.json', headers: { host } });
  return (reply.json.values as { key: string; value: string }[]).find((each) => each.key === 'baseUrl')!.value;
};

describe('PUBLIC_URL', () => {
  it('is the certificate link and the address in its QR code', async () => {
    setAddress({ PUBLIC_URL: PUBLIC, APP_URL: 'http://localhost:3000' });
    const [view] = await certificatesOf(learner.id);
    expect(view.verificationUrl).toBe(`${PUBLIC}/certificates/${code}`);
    const response = await downloadPdf(
      new Request(`http://localhost:3000/api/certificates/${code}/pdf`, { headers: { cookie: learner.cookie, 'x-qa-peer-ip': '203.0.113.9' } }),
      { params: Promise.resolve({ code }) },
    );
    expect(response.status).toBe(200);
    const { text, qr } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(qr).toBe(`${PUBLIC}/certificates/${code}`);
    expect(text.replace(/\s+/g, '')).not.toContain('localhost');
    // Rendering a PDF on a loaded two-core machine: a ceiling for the work, not a timing the test depends on.
  }, 180_000);

  it('is the WSDL service address and the Postman baseUrl, whatever Host the request names', async () => {
    setAddress({ PUBLIC_URL: `${PUBLIC}/`, APP_URL: 'http://localhost:3000' });
    expect(servedWsdl()).toContain(`location="${PUBLIC}/api/practice/soap/employees"`);
    expect(servedWsdl()).not.toContain('localhost');
    expect(await environmentBaseUrl('evil.test')).toBe(PUBLIC);
  });

  it('falls back to an APP_URL that was set', async () => {
    setAddress({ APP_URL: 'https://app.example.org' });
    expect((await certificatesOf(learner.id))[0].verificationUrl).toBe(`https://app.example.org/certificates/${code}`);
    expect(await environmentBaseUrl('evil.test')).toBe('https://app.example.org');
  });

  it('unset (and APP_URL unset), a link follows the request; a Host that is no host name is not taken', async () => {
    setAddress({});
    expect(await environmentBaseUrl('academy.lan:8080')).toBe('http://academy.lan:8080');
    expect(await environmentBaseUrl('evil.test/path?x=1')).toBe(`http://localhost:${env().PORT}`);
    expect(await environmentBaseUrl('user@evil.test')).toBe(`http://localhost:${env().PORT}`);
  });

  it.each([
    ['not a URL', 'academy.example.com'],
    ['a path', 'https://academy.example.com/learn'],
    ['a query', 'https://academy.example.com/?x=1'],
    ['a user name', 'https://admin@academy.example.com'],
    ['another scheme', 'ftp://academy.example.com'],
  ])('stops start-up with a clear message when it is %s', (_, value) => {
    setAddress({ PUBLIC_URL: value });
    expect(() => env()).toThrow(/Invalid environment configuration:\n\s+PUBLIC_URL: /);
  });
});
