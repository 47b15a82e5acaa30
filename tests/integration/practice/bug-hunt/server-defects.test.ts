import { describe, expect, it, vi } from 'vitest';
import { setBugMode } from '@/lib/practice/bug-mode';
import { MAX_FILE_BYTES } from '@/lib/practice/exercises/web-elements/file-rules';
import { addDays, todayUtc } from '@/lib/practice/exercises/reservation/dates';
import { generateFlights } from '@/lib/practice/exercises/reservation/flights';
import { allSeats, seatsTakenByOthers } from '@/lib/practice/exercises/reservation/seats';
import { DEFECT_CATALOGUE } from '@/lib/practice/server-registry';
import { DELIVERY } from '@/tests/helpers/grocery-delivery';
import { call } from '@/tests/helpers/http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { form, upload } from '@/tests/helpers/web-elements-files';
import { BASE, etagOf, newBook, send } from '../book-list/book-api';
import { ageBank, bank, latestCodeFor, verifiedAccount } from '../practice-bank/bank-api';
import { BANK_FIGURES } from '@/lib/practice/exercises/practice-bank/figures';
import { report, type ReportFields } from './hunt-api';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { POST: submitFrameForm } = mountedPracticeRoute('/api/practice/v1/frames-alert/submissions');
const { POST: placeOrder } = mountedPracticeRoute('/api/practice/v1/grocery/orders');
const { POST: moveCard } = mountedPracticeRoute('/api/practice/v1/mouse-action/board/moves');
const { POST: restoreCard } = mountedPracticeRoute('/api/practice/v1/mouse-action/board/restore');
const { POST: book } = mountedPracticeRoute('/api/practice/v1/reservation/bookings');
const { GET: searchFlights } = mountedPracticeRoute('/api/practice/v1/reservation/flights');
const { GET: readFeed } = mountedPracticeRoute('/api/practice/v1/web-elements/feed');

// docs/architecture.md#bug-hunt: every planted defect that lives on the server, met through its API as a learner's
// page or tool meets it, then reported and credited. The exercises' fixed waits are spies here (their own tests time
// them); the client-side defects are met in real pages by the e2e specs of each exercise.

vi.mock('@/lib/practice/exercises/reservation/timing', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/practice/exercises/reservation/timing')>()),
  pause: vi.fn(async () => {}),
}));
vi.mock('@/lib/practice/exercises/book-list/server/timing', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/practice/exercises/book-list/server/timing')>()),
  pause: vi.fn(async () => {}),
}));

setupFreshDatabase();

// The Employee service's are met through its SOAP client, in ./soap-defects.test.ts.
const SERVER_SIDE = DEFECT_CATALOGUE.filter((defect) => defect.evidence.server && defect.exercise !== 'employee-wsdl').map((defect) => defect.id);
const credited: string[] = [];

async function hunter(): Promise<TestUser> {
  const user = await createLoggedInUser();
  await setBugMode(user.id, true);
  return user;
}

async function expectCredited(user: TestUser, defectId: string, fields: ReportFields): Promise<void> {
  const reply = await report({ user }, fields);
  expect(reply.json.report, defectId).toMatchObject({ verdict: 'credited', defectId });
  credited.push(defectId);
}

const post = (handler: Parameters<typeof call>[0], user: TestUser, path: string, body: unknown) => call(handler, { method: 'POST', path, cookie: user.cookie, body });

describe('the server-side planted defects, each met through its API, reported and credited', () => {
  it('Grocery: GRO-01, GRO-05 and GRO-06', async () => {
    const user = await hunter();
    const placed = await post(placeOrder, user, '/api/practice/v1/grocery/orders', {
      lines: [{ productId: 'tomato', quantity: 2 }, { productId: 'carrot', quantity: 1 }],
      delivery: { ...DELIVERY, phone: '555CALLNOW1' },
      payment: { method: 'cod' },
    });
    expect(placed.status).toBe(200);
    await expectCredited(user, 'GRO-05', { exercise: 'grocery', area: 'orders-api', title: 'Phone with letters accepted', actual: 'The API answered 200 for phone 555CALLNOW1.' });
    await expectCredited(user, 'GRO-06', { exercise: 'grocery', area: 'order-success', title: 'Order total is wrong', actual: 'The order total is $210, more than the cart total of $120.' });
    // GRO-01 lives in the cart dropdown; the order stored with a quantity of 2 came from a cart whose Total was wrong.
    await expectCredited(user, 'GRO-01', { exercise: 'grocery', area: 'cart', title: 'Cart total ignores quantities', actual: 'With 2 tomatoes the cart Total counted the tomato once.' });
  });

  it('Reservation: RES-03, RES-04, RES-05 and RES-07', async () => {
    const user = await hunter();
    const flight = generateFlights('LIS', 'PAR', addDays(todayUtc(), 30))[0];
    const searched = await call(searchFlights, { cookie: user.cookie, path: `/api/practice/v1/reservation/flights?from=LIS&to=PAR&date=${flight.date}&passengers=2` });
    expect(searched.status).toBe(200);
    const seats = allSeats().filter((seat) => !seatsTakenByOthers(flight.id).includes(seat)).slice(0, 2);
    const expiry = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
    const passenger = (first: string) => ({ firstName: first, lastName: 'Tester', email: `${first.toLowerCase()}@example.com`, dateOfBirth: '1990-05-14', passport: 'AB1234567' });
    const booked = await post(book, user, '/api/practice/v1/reservation/bookings', {
      flightId: flight.id, hotelId: null, passengers: [passenger('J0hn'), passenger('Grace')], seats, card: { cardNumber: '4242 4242 4242 4242', expiry, cvc: '123' },
    });
    expect(booked.status).toBe(200);
    await expectCredited(user, 'RES-03', { exercise: 'reservation', area: 'passengers', title: 'Name with digits accepted', actual: 'First name J0hn was accepted.' });
    await expectCredited(user, 'RES-04', { exercise: 'reservation', area: 'my-bookings', title: 'Booking total wrong for two passengers', actual: 'The total counts one passenger only.' });
    await expectCredited(user, 'RES-07', { exercise: 'reservation', area: 'results-table', title: 'Search is slow', actual: 'Results took 4 seconds instead of 0.8 s.' });
    // RES-05: the seat map let a taken seat be chosen; the booking that names it reaches the server and is refused.
    const taken = seatsTakenByOthers(flight.id)[0];
    const refused = await post(book, user, '/api/practice/v1/reservation/bookings', {
      flightId: flight.id, hotelId: null, passengers: [passenger('Ada')], seats: [taken], card: { cardNumber: '4242 4242 4242 4242', expiry, cvc: '123' },
    });
    expect(refused.status).toBe(409);
    await expectCredited(user, 'RES-05', { exercise: 'reservation', area: 'seat-map', title: 'Taken seat can be chosen', actual: 'A seat marked taken became chosen, and the booking was refused at payment.' });
  });

  it('Mouse Action: MOU-01, MOU-02 and MOU-03', async () => {
    const user = await hunter();
    const moves = '/api/practice/v1/mouse-action/board/moves';
    expect((await post(moveCard, user, moves, { card: 'login', to: 'backlog', index: 2 })).status).toBe(200);
    expect((await post(moveCard, user, moves, { card: 'search', to: 'bugs' })).status).toBe(200);
    expect((await post(moveCard, user, moves, { card: 'profile', to: 'trash' })).status).toBe(200);
    expect((await post(restoreCard, user, '/api/practice/v1/mouse-action/board/restore', { card: 'profile' })).status).toBe(200);
    await expectCredited(user, 'MOU-01', { exercise: 'mouse-action', area: 'board-order', title: 'Reordered card lands one place too far', actual: 'Dropped at position 3, it landed at position 4.' });
    await expectCredited(user, 'MOU-02', { exercise: 'mouse-action', area: 'board-lists', title: 'Bugs zone accepts a story card', actual: 'The story card Search was stored in Bugs.' });
    await expectCredited(user, 'MOU-03', { exercise: 'mouse-action', area: 'trash', title: 'Restore goes to the wrong list', actual: 'A Sprint card restored from the Trash lands in the Backlog.' });
  });

  it('Frames & Alert: FRA-03', async () => {
    const user = await hunter();
    const sent = await post(submitFrameForm, user, '/api/practice/v1/frames-alert/submissions', { name: 'Ann', email: 'ann@example', topic: 'API testing' });
    expect(sent.status).toBe(201);
    await expectCredited(user, 'FRA-03', { exercise: 'frames-alert', area: 'frame-form', title: 'Email without domain accepted', actual: 'ann@example was accepted and stored.' });
  });

  it('Web Elements: WEB-05 and WEB-06', async () => {
    const user = await hunter();
    expect((await upload(user, form('big.txt', Buffer.alloc(MAX_FILE_BYTES + 1, 'a')))).status).toBe(200);
    for (const offset of [0, 10, 20]) expect((await call(readFeed, { cookie: user.cookie, path: `/api/practice/v1/web-elements/feed?offset=${offset}` })).status).toBe(200);
    await expectCredited(user, 'WEB-05', { exercise: 'web-elements', area: 'files', title: 'File over 1 MB accepted', actual: 'A file of 1,048,577 bytes was uploaded and stored.' });
    await expectCredited(user, 'WEB-06', { exercise: 'web-elements', area: 'infinite-scroll', title: 'Items repeat', actual: 'The third batch repeats items 11 to 20; 21 to 30 are missing.' });
  });

  it('Book List: BKL-01 to BKL-07', async () => {
    const user = await hunter();
    expect((await send('POST', BASE, { user, body: newBook({ isbn: '9781999010379' }) })).status).toBe(200);
    await send('GET', `${BASE}?limit=5&page=2`, { user });
    const etag = await etagOf(user, 2);
    const patch = (body: unknown, tag: string) => send('PATCH', `${BASE}/2`, { user, raw: JSON.stringify(body), headers: { 'content-type': 'application/merge-patch+json', 'if-match': tag } });
    expect((await patch({ price: 12.5 }, etag)).status).toBe(200);
    expect((await send('GET', `${BASE}/1/reviews`, { user })).status).toBe(200);
    expect((await send('GET', `${BASE}/1/reviews/1`, { user })).headers.get('content-type')).toContain('text/plain');
    const book = { exercise: 'book-list' };
    await expectCredited(user, 'BKL-01', { ...book, area: 'create', title: 'Create answers 200', actual: 'POST /books answered status 200 instead of 201.' });
    await expectCredited(user, 'BKL-02', { ...book, area: 'paging', title: 'Page 2 repeats a book', actual: 'Page 2 starts with the last book of page 1.' });
    await expectCredited(user, 'BKL-03', { ...book, area: 'patch', title: 'Merge patch ignores price', actual: 'The price stayed 18.99 after patching 12.5.' });
    await expectCredited(user, 'BKL-04', { ...book, area: 'create', title: 'Duplicate ISBN accepted', actual: 'A second book with the same ISBN was created.' });
    await expectCredited(user, 'BKL-05', { ...book, area: 'conditional', title: 'ETag never changes', actual: 'The ETag stayed the same after the change.' });
    await expectCredited(user, 'BKL-06', { ...book, area: 'reviews', title: 'Reviews are slow', actual: 'The reviews list took 2 seconds.' });
    await expectCredited(user, 'BKL-07', { ...book, area: 'reviews', title: 'Wrong content type', actual: 'One review is labelled text/plain.' });
  });

  it('Practice Bank: PBK-01 to PBK-06', async () => {
    const user = await hunter();
    // PBK-05: the same address in capitals opens a second account.
    await verifiedAccount(user, 'ana@example.com');
    expect((await bank.signUp(user, 'ANA@example.com')).status).toBe(201);
    // PBK-02: a resend mails the same code; PBK-01 and PBK-03: expired and past the wrong-code limit, it still verifies.
    expect((await bank.signUp(user, 'bea@example.com', 'Bea Lima')).status).toBe(201);
    const first = await latestCodeFor(user, 'bea@example.com');
    await ageBank(user, BANK_FIGURES.resendCooldownSeconds);
    expect((await bank.resend(user, 'bea@example.com')).status).toBe(200);
    await ageBank(user, BANK_FIGURES.codeTtlSeconds + 60);
    for (let i = 0; i < BANK_FIGURES.wrongCodeLimit; i++) await bank.verifySignUp(user, 'bea@example.com', first === '000000' ? '111111' : '000000');
    expect((await bank.verifySignUp(user, 'bea@example.com', first)).status).toBe(200);
    // PBK-06: the sign-in mail's HTML part shows another code; PBK-04: the one-time code signs in twice.
    await ageBank(user, BANK_FIGURES.resendCooldownSeconds);
    expect((await bank.signIn(user, 'ana@example.com')).status).toBe(200);
    const once = await latestCodeFor(user, 'ana@example.com');
    expect((await bank.verifySignIn(user, 'ana@example.com', once)).status).toBe(200);
    await bank.signOut(user);
    expect((await bank.verifySignIn(user, 'ana@example.com', once)).status).toBe(200);
    const pbk = { exercise: 'practice-bank' };
    await expectCredited(user, 'PBK-01', { ...pbk, area: 'codes', title: 'Expired code accepted', actual: 'A sign-up code older than 5 minutes still verified the account.' });
    await expectCredited(user, 'PBK-02', { ...pbk, area: 'resend', title: 'Resend mails the same code', actual: 'The second message has the same code as the first.' });
    await expectCredited(user, 'PBK-03', { ...pbk, area: 'sign-up-code', title: 'Wrong-code limit never reached', actual: 'After 3 wrong codes the right code still works.' });
    await expectCredited(user, 'PBK-04', { ...pbk, area: 'sign-in', title: 'One-time code works twice', actual: 'The same code signed in again after signing out.' });
    await expectCredited(user, 'PBK-05', { ...pbk, area: 'sign-up', title: 'Same address in capitals opens a second account', actual: 'ANA@example.com was accepted beside ana@example.com.' });
    await expectCredited(user, 'PBK-06', { ...pbk, area: 'mail', title: 'HTML part shows another code', actual: 'The HTML code differs from the text code in its last digit.' });
  });

  it('left none out', () => {
    expect(credited.sort()).toEqual([...SERVER_SIDE].sort());
  });
});
