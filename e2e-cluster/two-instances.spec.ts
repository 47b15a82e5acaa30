import http from 'node:http';
import { expect, test } from '@playwright/test';
import { client, fieldReader, loggedInOnA, videoBytes } from './clients';
import { ADMIN, DEMO_PASSWORD, startCluster, type Cluster } from './instances';
import { expectRefusedOnBoth, oneFullWindow, remaining, type ReadOn } from './practice-window';

// Run by `npm test` when PostgreSQL answers (TEST_DATABASE_URL), after the build: two instances of the app on one
// database and one S3-compatible media bucket, as behind a load balancer (README "Several instances").

const SERVER = process.env.TEST_DATABASE_URL!;
let cluster: Cluster;

test.beforeAll(async () => {
  // E2E_CLUSTER_PORT (default 3410) and the next one: parallel runs on one machine each take their own.
  const port = Number(process.env.E2E_CLUSTER_PORT ?? 3410);
  cluster = await startCluster(SERVER, [port, port + 1]);
});
test.afterAll(async () => {
  await cluster?.stop();
});

test("an admin's changes on A (course, schedule, ad, review) show on B's cached reads within 1 s, and on B's pages from then on", async () => {
  const onB = await client(cluster.b.url);
  const adminOnA = await client(cluster.a.url, ADMIN);
  const original = ((await (await onB.get('/api/learning/course/1')).json()) as { course_title: string }).course_title;
  const renamed = `Contract Testing ${Date.now().toString(36)}`;
  // B has the old content cached (its pages answer 304 to a revalidation).
  for (const path of ['/', '/learning', '/api/learning/course/1', '/api/learning']) {
    const first = await onB.get(path);
    expect(await first.text()).not.toContain(renamed);
    expect((await onB.get(path, { headers: { 'if-none-match': first.headers().etag } })).status(), path).toBe(304);
  }
  try {
    expect((await adminOnA.put('/api/learning/course/1', { data: { title: renamed } })).status()).toBe(200);
    // The change reaches B through PostgreSQL NOTIFY: B drops its cache and renders afresh.
    await expect.poll(async () => (await onB.get('/api/learning/course/1')).text(), { timeout: 1_000, intervals: [50] }).toContain(renamed);
    for (const path of ['/', '/learning', '/api/learning']) expect(await (await onB.get(path)).text(), path).toContain(renamed);

    // The other kinds of content travel the same way: a schedule row, a review.
    // A batch names a catalogue course; its own id is what tells it apart on the page.
    const projectName = `CH-${Date.now().toString(36)}`;
    const row = await adminOnA.post('/api/schedule', {
      data: {
        Project_id: projectName,
        catalogue_course_id: 1,
        'Start Date': '2027-05-03',
        Weekdays: 'Tue, Thu',
        'Demo Date': '2027-04-26',
        Duration: '6 weeks',
        'Meeting Time': '19:00-21:00',
        Fee: 700,
      },
    });
    expect(row.status()).toBe(200);
    await expect.poll(async () => (await onB.get('/')).text(), { timeout: 1_000, intervals: [50] }).toContain(projectName);

    // An ad (its image stored in the shared bucket) appears in B's ads read and home carousel.
    const adTitle = `Cluster Bootcamp ${Date.now().toString(36)}`;
    const png = await (await onB.get(`/api/ads/${((await (await onB.get('/api/ads')).json()) as { media: string }[])[0].media}`)).body();
    const ad = await adminOnA.post('/api/ads', { multipart: { title: adTitle, type: 'image', ads: { name: 'banner.png', mimeType: 'image/png', buffer: png } } });
    expect(ad.status()).toBe(200);
    await expect.poll(async () => (await onB.get('/api/ads')).text(), { timeout: 1_000, intervals: [50] }).toContain(adTitle);
    expect(await (await onB.get('/')).text()).toContain(adTitle);

    // A student's review posted on A, then removed by an admin on A: B's reviews read follows both.
    const student = await client(cluster.a.url, { email: 'priya.raman@example.com', password: DEMO_PASSWORD });
    const { userId } = (await (await student.get('/api/auth/me')).json()) as { userId: string };
    const content = `Two instances, one truth ${Date.now().toString(36)}`;
    const posted = await student.post(`/api/reviews/${userId}`, { data: { content } });
    expect(posted.status(), await posted.text()).toBe(200);
    await expect.poll(async () => (await onB.get('/api/reviews')).text(), { timeout: 1_000, intervals: [50] }).toContain(content);
    const { review } = (await posted.json()) as { review: { id: number } };
    expect((await adminOnA.delete(`/api/reviews/${userId}/${review.id}`)).status()).toBe(200);
    await expect.poll(async () => (await onB.get('/api/reviews')).text(), { timeout: 1_000, intervals: [50] }).not.toContain(content);
    await student.dispose();
  } finally {
    await adminOnA.put('/api/learning/course/1', { data: { title: original } });
    await Promise.all([onB.dispose(), adminOnA.dispose()]);
  }
});

// Each instance answers a session it checked from memory (lib/auth/session-cache.ts): both have checked it
// before it ends on one of them, so the other answers 401 only because it heard of the end.
test('a session made on A works on B, and logging out on B ends it on A', async () => {
  const { onA, cookie, onB } = await loggedInOnA({ a: cluster.a.url, b: cluster.b.url }, ADMIN);
  expect((await onA.get('/api/auth/me')).status()).toBe(200);
  const me = await onB.get('/api/auth/me', { headers: { cookie } });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(ADMIN.email);
  expect((await onB.post('/api/auth/logout', { headers: { cookie } })).status()).toBe(200);
  await expect.poll(async () => (await onA.get('/api/auth/me')).status()).toBe(401);
  await Promise.all([onA.dispose(), onB.dispose()]);
});

test("a payment on A shows on B at once; a password change on A ends the user's sessions on B", async () => {
  // Marcus is a seeded unpaid student; the rate-limit test below only ever sends him wrong passwords.
  const marcus = { email: 'marcus.johnson@example.com', password: DEMO_PASSWORD };
  const { onA, cookie, onB } = await loggedInOnA({ a: cluster.a.url, b: cluster.b.url }, marcus);
  const me = (await (await onA.get('/api/auth/me')).json()) as { userId: string };
  const identityOnB = fieldReader(onB, cookie, '/api/auth/me', 'payment');
  // B's profile page is the same for everyone; what it shows is what its script reads from B (the second from memory).
  const paymentOnB = fieldReader(onB, cookie, '/api/users/me', 'pay_status');
  expect(await identityOnB()).toBe('no');
  for (let view = 0; view < 2; view++) expect([(await onB.get('/student', { headers: { cookie }, maxRedirects: 0 })).status(), await paymentOnB()]).toEqual([200, 'no']);
  const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
  const card = { userId: me.userId, paymentMethod: 'card', cardNumber: '4242424242424242', expiry, cvc: '123', amount: 10 };
  const paid = await onA.post('/api/payment', { data: card });
  expect(paid.status(), await paid.text()).toBe(200);
  for (const read of [identityOnB, paymentOnB]) await expect.poll(read).toBe('yes');
  const changed = await onA.post(`/api/auth/change-password/${me.userId}`, {
    data: { currentPassword: DEMO_PASSWORD, newPassword: 'Cluster-pass-2', confirmPassword: 'Cluster-pass-2' },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await expect.poll(identityOnB).toBe(401);
  // B no longer remembers the session, so its copy of the profile page is not sent: Next answers, with the redirect.
  expect((await onB.get('/student', { headers: { cookie }, maxRedirects: 0 })).status()).toBe(307);
  await Promise.all([onA.dispose(), onB.dispose()]);
});

test("a learner's practice change on A shows on B, which had the old state in memory", async () => {
  const { onA, cookie, onB } = await loggedInOnA({ a: cluster.a.url, b: cluster.b.url }, { email: 'elena.petrova@example.com', password: DEMO_PASSWORD });
  // The exercise page is the same for every learner (docs/architecture.md#shared-exercise-pages): the switch it shows
  // is what its script asks B for as it loads, from B's memory of the learner's settings.
  const flagsOnB = async () => (await onB.get('/api/practice/v1/page-flags?exercise=mouse-action', { headers: { cookie } })).json() as Promise<{ bugMode: boolean }>;
  const pageOnB = async () => ((await flagsOnB()).bugMode ? 'on' : 'off');
  const readOnB = async () => {
    const [settings, board, page] = await Promise.all([
      onB.get('/api/practice/settings', { headers: { cookie } }).then((reply) => reply.json() as Promise<{ bugMode: boolean }>),
      onB.get('/api/practice/v1/mouse-action/board', { headers: { cookie } }).then((reply) => reply.json() as Promise<{ board: { sprint: string[] } }>),
      pageOnB(),
    ]);
    return { bugMode: settings.bugMode, sprint: board.board.sprint, page };
  };
  const before = await readOnB();
  expect(before.page).toBe(before.bugMode ? 'on' : 'off');
  expect(await pageOnB()).toBe(before.page);
  expect((await onA.put('/api/practice/settings', { data: { bugMode: !before.bugMode } })).status()).toBe(200);
  const moved = await onA.post('/api/practice/v1/mouse-action/board/moves', { data: { card: 'login', to: 'sprint', index: 0 } });
  expect(moved.status(), await moved.text()).toBe(200);
  await expect.poll(readOnB).toEqual({ bugMode: !before.bugMode, sprint: expect.arrayContaining(['login']), page: before.bugMode ? 'off' : 'on' });
  expect((await readOnB()).sprint[0]).toBe('login');
  await Promise.all([onA.dispose(), onB.dispose()]);
});

test("one learner's practice requests on A and B count against one limit, also reads answered from memory: the 429 comes at 200 in all", async () => {
  // The README's limits: 200 requests per learner every 10 s, counted once for all instances (PostgreSQL's
  // practice_request_limits, docs/architecture.md#limits-every-instance-shares). After each instance's first read, the
  // same read is answered by its fast path (lib/fast-path/serve-practice-reply.ts), which counts and refuses it alike.
  const path = '/api/practice/v1/mouse-action/board';
  const { onA, cookie, onB } = await loggedInOnA({ a: cluster.a.url, b: cluster.b.url }, { email: 'daniel.okafor@example.com', password: DEMO_PASSWORD });
  const readOn: ReadOn = (instance) => (instance === 'A' ? onA.get(path) : onB.get(path, { headers: { cookie } }));
  const window = await oneFullWindow(readOn);
  expect(Number(window[0].headers()['ratelimit-limit'])).toBe(200);
  expect(window.map((reply) => reply.status())).toEqual(Array(200).fill(200));
  expect(window.map(remaining).sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i));
  await expectRefusedOnBoth(readOn);
  await Promise.all([onA.dispose(), onB.dispose()]);
});

test('a video uploaded through A streams in ranges from B to a paid student, is refused to an unpaid one, and a deletion on B removes it', async () => {
  const adminOnA = await client(cluster.a.url, ADMIN);
  const video = videoBytes(7 * 1024 * 1024 + 99);
  const uploaded = await adminOnA.post('/api/trainings', {
    multipart: { content: 'Shared bucket lesson', trainings: { name: 'shared.mp4', mimeType: 'video/mp4', buffer: video } },
  });
  expect(uploaded.status()).toBe(200);
  const { id, video_name: name } = ((await uploaded.json()) as { video: { id: number; video_name: string } }).video;
  expect(await cluster.s3.keys()).toContain(`trainings/${name}`);

  const paidOnB = await client(cluster.b.url, { email: 'priya.raman@example.com', password: DEMO_PASSWORD });
  // The first range is checked by B's route handler; the next ones by the checked fast path: both read the bucket.
  for (const [start, end] of [[0, 1023], [5 * 1024 * 1024 - 7, 5 * 1024 * 1024 + 8], [video.length - 50, video.length - 1]]) {
    const part = await paidOnB.get(`/api/trainings/videos/${name}`, { headers: { range: `bytes=${start}-${end}` } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes ${start}-${end}/${video.length}`);
    expect((await part.body()).equals(video.subarray(start, end + 1))).toBe(true);
  }
  const unpaidOnB = await client(cluster.b.url, { email: 'daniel.okafor@example.com', password: DEMO_PASSWORD });
  expect((await unpaidOnB.get(`/api/trainings/videos/${name}`, { headers: { range: 'bytes=0-1023' } })).status()).toBe(403);

  const adminOnB = await client(cluster.b.url, ADMIN);
  expect((await adminOnB.delete(`/api/trainings/videos/${id}`)).status()).toBe(200);
  expect(await cluster.s3.keys()).not.toContain(`trainings/${name}`);
  const paidOnA = await client(cluster.a.url, { email: 'priya.raman@example.com', password: DEMO_PASSWORD });
  await expect.poll(async () => (await paidOnA.get(`/api/trainings/videos/${name}`, { headers: { range: 'bytes=0-9' } })).status(), { timeout: 1_000 }).toBe(404);
  expect((await paidOnB.get(`/api/trainings/videos/${name}`, { headers: { range: 'bytes=0-9' } })).status()).toBe(404);
  await Promise.all([adminOnA, paidOnB, unpaidOnB, adminOnB, paidOnA].map((api) => api.dispose()));
});

test('rate limits count the requests both instances received', async () => {
  const onA = await client(cluster.a.url);
  const onB = await client(cluster.b.url);
  const wrong = { email: 'marcus.johnson@example.com', password: 'not-the-password-1' };
  // Five wrong passwords for one account from one address are allowed, wherever they land.
  for (const api of [onA, onB, onA, onB, onA]) expect((await api.post('/api/auth/login', { data: wrong })).status()).toBe(401);
  const sixth = await onB.post('/api/auth/login', { data: { ...wrong, password: DEMO_PASSWORD } });
  expect(sixth.status()).toBe(429);
  expect(Number(sixth.headers()['retry-after'])).toBeGreaterThan(0);
  await Promise.all([onA.dispose(), onB.dispose()]);
});

test('SIGTERM to A during an upload lets the upload finish; B keeps serving', async () => {
  const adminOnA = await client(cluster.a.url, ADMIN);
  const { cookies } = await adminOnA.storageState();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  await adminOnA.dispose();

  const boundary = '----qa-cluster-upload-7f3a';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nDrain check\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="trainings"; filename="drain.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const video = Buffer.alloc(2 * 1024 * 1024, 7);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]).copy(video, 0);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const upload = http.request(`${cluster.a.url}/api/trainings`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + video.length + tail.length),
      // The server answers "100 Continue" once it has taken the request in: then it is in flight.
      expect: '100-continue',
    },
  });
  const inFlight = new Promise<void>((resolve) => upload.once('continue', () => resolve()));
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    upload.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    upload.on('error', reject);
  });
  upload.flushHeaders();
  await inFlight;
  upload.write(head);
  upload.write(video.subarray(0, 1024 * 1024));
  cluster.a.signal('SIGTERM');
  await expect.poll(() => cluster.a.log()).toMatch(/\[shutdown\] SIGTERM: finishing [1-9]\d* request/);
  upload.end(Buffer.concat([video.subarray(1024 * 1024), tail]));
  const { status, body } = await answered;
  expect(status, body).toBe(200);
  const stored = (JSON.parse(body) as { video: { video_name: string } }).video.video_name;
  expect(await cluster.s3.keys()).toContain(`trainings/${stored}`);
  expect(await cluster.a.exited).toBe(0);
  expect((await fetch(`${cluster.b.url}/api/health`)).status).toBe(200);
});
