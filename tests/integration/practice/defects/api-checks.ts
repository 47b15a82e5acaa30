import { vi } from 'vitest';
import { pause as bookPause, SLOW_REVIEWS_MS } from '@/lib/practice/exercises/book-list/server/timing';
import { pause as employeePause, SLOW_SEARCH_MS } from '@/lib/practice/exercises/employee-wsdl/server/timing';
import { BANK_FIGURES } from '@/lib/practice/exercises/practice-bank/figures';
import { addDays, todayUtc } from '@/lib/practice/exercises/reservation/dates';
import { generateFlights } from '@/lib/practice/exercises/reservation/flights';
import { priceLines } from '@/lib/practice/exercises/reservation/pricing';
import { allSeats, seatsTakenByOthers } from '@/lib/practice/exercises/reservation/seats';
import { pause as searchPause, SLOW_RESULTS_DELAY_MS } from '@/lib/practice/exercises/reservation/timing';
import { MAX_FILE_BYTES } from '@/lib/practice/exercises/web-elements/file-rules';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
import { DELIVERY } from '@/tests/helpers/grocery-delivery';
import { call } from '@/tests/helpers/http';
import type { TestUser } from '@/tests/helpers/users';
import { form, upload } from '@/tests/helpers/web-elements-files';
import { BASE, etagOf, newBook, send } from '../book-list/book-api';
import { employeeClient, faultOf, newEmployee } from '../employee-wsdl/soap-client';
import { ageBank, bank, latestCodeFor, messagesOf, verifiedAccount } from '../practice-bank/bank-api';

// One API-level check per planted defect whose effect passes the server (docs/architecture.md#defects-one-at-a-time):
// what a learner's API suite would assert, answering true when the exercise behaved as its task sheet says. Each runs
// on a fresh learner. The waits (BKL-06, EMP-05, RES-07) are spies in the test file: a check reads which wait was asked.

type Check = (user: TestUser) => Promise<boolean>;

const { POST: placeOrder } = mountedPracticeRoute('/api/practice/v1/grocery/orders');
const { POST: moveCard } = mountedPracticeRoute('/api/practice/v1/mouse-action/board/moves');
const { POST: restoreCard } = mountedPracticeRoute('/api/practice/v1/mouse-action/board/restore');
const { POST: book } = mountedPracticeRoute('/api/practice/v1/reservation/bookings');
const { GET: searchFlights } = mountedPracticeRoute('/api/practice/v1/reservation/flights');
const { GET: readFeed } = mountedPracticeRoute('/api/practice/v1/web-elements/feed');
const { POST: submitFrameForm } = mountedPracticeRoute('/api/practice/v1/frames-alert/submissions');

const post = (handler: Parameters<typeof call>[0], user: TestUser, path: string, body: unknown) => call(handler, { method: 'POST', path, cookie: user.cookie, body });
const waitedFor = (spy: unknown, ms: number) => vi.mocked(spy as (ms: number) => Promise<void>).mock.calls.some(([asked]) => asked === ms);

const patchBook = async (user: TestUser, id: number, body: unknown) =>
  send('PATCH', `${BASE}/${id}`, { user, raw: JSON.stringify(body), headers: { 'content-type': 'application/merge-patch+json', 'if-match': await etagOf(user, id) } });

const EMAIL = 'ana@example.com';
const otherThan = (code: string) => (code === '111111' ? '222222' : '111111');
async function signInCode(user: TestUser): Promise<string> {
  await verifiedAccount(user, EMAIL);
  await ageBank(user, BANK_FIGURES.resendCooldownSeconds);
  await bank.signIn(user, EMAIL);
  return latestCodeFor(user, EMAIL);
}

const flight = () => generateFlights('LIS', 'PAR', addDays(todayUtc(), 30))[0];
const expiry = () => `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
const passenger = (first: string) => ({ firstName: first, lastName: 'Tester', email: `${first.toLowerCase()}@example.com`, dateOfBirth: '1990-05-14', passport: 'AB1234567' });
function booking(names: string[]) {
  const chosen = flight();
  const seats = allSeats().filter((seat) => !seatsTakenByOthers(chosen.id).includes(seat)).slice(0, names.length);
  return { flightId: chosen.id, hotelId: null, passengers: names.map(passenger), seats, card: { cardNumber: '4242 4242 4242 4242', expiry: expiry(), cvc: '123' } };
}

const order = (phone: string) => ({
  lines: [{ productId: 'tomato', quantity: 2 }, { productId: 'carrot', quantity: 1 }],
  delivery: { ...DELIVERY, phone },
  payment: { method: 'cod' },
});

export const API_CHECKS: Record<string, Check> = {
  'BKL-01': async (user) => (await send('POST', BASE, { user, body: newBook() })).status === 201,
  'BKL-02': async (user) => {
    const first = (await send('GET', `${BASE}?limit=5&page=1`, { user })).json as { id: number }[];
    const second = (await send('GET', `${BASE}?limit=5&page=2`, { user })).json as { id: number }[];
    return !second.some((book) => first.some((other) => other.id === book.id));
  },
  'BKL-03': async (user) => {
    await patchBook(user, 2, { price: 12.5 });
    return (await send('GET', `${BASE}/2`, { user })).json.price === 12.5;
  },
  'BKL-04': async (user) => {
    const taken = (await send('GET', `${BASE}/1`, { user })).json.isbn;
    return (await send('POST', BASE, { user, body: newBook({ isbn: taken }) })).status === 409;
  },
  'BKL-05': async (user) => {
    const before = await etagOf(user, 2);
    await patchBook(user, 2, { inStock: false });
    return (await etagOf(user, 2)) !== before;
  },
  'BKL-06': async (user) => {
    vi.mocked(bookPause).mockClear();
    await send('GET', `${BASE}/1/reviews`, { user });
    return !waitedFor(bookPause, SLOW_REVIEWS_MS);
  },
  'BKL-07': async (user) => ((await send('GET', `${BASE}/1/reviews/1`, { user })).headers.get('content-type') ?? '').includes('json'),

  'EMP-01': async (user) => (await faultOf((await employeeClient({ user })).GetEmployeeAsync({ id: 404 }))).code === 'soap:Client',
  'EMP-02': async (user) => {
    const [reply] = await (await employeeClient({ user })).GetEmployeeAsync({ id: 3 });
    const keys = Object.keys(reply.employee);
    return keys.indexOf('lastName') < keys.indexOf('email');
  },
  'EMP-03': async (user) => {
    const soap = await employeeClient({ user });
    await soap.UpdateEmployeeAsync({ id: 1, employee: newEmployee({ jobTitle: 'Head of Testing' }) });
    return (await soap.GetEmployeeAsync({ id: 1 }))[0].employee.jobTitle === 'Head of Testing';
  },
  'EMP-04': async (user) => {
    const soap = await employeeClient({ user });
    await soap.DeleteEmployeeAsync({ id: 5 });
    return /<DeleteEmployeeResponse[^>]*xmlns="urn:qa-academy:practice:employees:v1"/.test(String(soap.lastResponse));
  },
  'EMP-05': async (user) => {
    vi.mocked(employeePause).mockClear();
    await (await employeeClient({ user })).ListEmployeesAsync({ nameContains: 'rossi' });
    return !waitedFor(employeePause, SLOW_SEARCH_MS);
  },
  'EMP-06': async (user) => {
    const soap = await employeeClient({ user });
    const added = soap.AddEmployeeAsync({ employee: newEmployee({ email: 'Sofia.Marquez@example.com' }) });
    return (await faultOf(added).catch(() => null))?.faultCode === 'EMAIL_TAKEN';
  },

  'PBK-01': async (user) => {
    await bank.signUp(user, EMAIL);
    const code = await latestCodeFor(user, EMAIL);
    await ageBank(user, BANK_FIGURES.codeTtlSeconds + 60);
    return (await bank.verifySignUp(user, EMAIL, code)).json.code === 'CODE_EXPIRED';
  },
  'PBK-02': async (user) => {
    await bank.signUp(user, EMAIL);
    const first = await latestCodeFor(user, EMAIL);
    await ageBank(user, BANK_FIGURES.resendCooldownSeconds);
    await bank.resend(user, EMAIL);
    const second = await latestCodeFor(user, EMAIL);
    // A fresh code equal to the old one is a 1 in 10^6 chance; then the old one must have stopped working.
    return second !== first || (await bank.verifySignUp(user, EMAIL, first)).json.code === 'CODE_WRONG';
  },
  'PBK-03': async (user) => {
    await bank.signUp(user, EMAIL);
    const code = await latestCodeFor(user, EMAIL);
    for (let i = 0; i < BANK_FIGURES.wrongCodeLimit + 1; i++) await bank.verifySignUp(user, EMAIL, otherThan(code));
    return (await bank.verifySignUp(user, EMAIL, code)).json.code === 'TOO_MANY_WRONG_CODES';
  },
  'PBK-04': async (user) => {
    const code = await signInCode(user);
    await bank.verifySignIn(user, EMAIL, code);
    await bank.signOut(user);
    return (await bank.verifySignIn(user, EMAIL, code)).status !== 200;
  },
  'PBK-05': async (user) => {
    await bank.signUp(user, EMAIL);
    return (await bank.signUp(user, 'ANA@example.com')).json.code === 'EMAIL_TAKEN';
  },
  'PBK-06': async (user) => {
    const code = await signInCode(user);
    const newest = (await messagesOf(user)).messages.at(-1)!;
    return /data-test="code"[^>]*>(\d{6})</.exec(newest.html)?.[1] === code;
  },

  'MOU-01': async (user) => {
    const moved = await post(moveCard, user, '/api/practice/v1/mouse-action/board/moves', { card: 'login', to: 'backlog', index: 2 });
    return moved.json.board.backlog.indexOf('login') === 2;
  },
  'MOU-02': async (user) => (await post(moveCard, user, '/api/practice/v1/mouse-action/board/moves', { card: 'search', to: 'bugs' })).status === 409,
  'MOU-03': async (user) => {
    await post(moveCard, user, '/api/practice/v1/mouse-action/board/moves', { card: 'profile', to: 'trash' });
    const restored = await post(restoreCard, user, '/api/practice/v1/mouse-action/board/restore', { card: 'profile' });
    return restored.json.board.sprint.includes('profile');
  },

  'GRO-05': async (user) => (await post(placeOrder, user, '/api/practice/v1/grocery/orders', order('555CALLNOW1'))).status === 400,
  'GRO-06': async (user) => {
    const placed = (await post(placeOrder, user, '/api/practice/v1/grocery/orders', order(DELIVERY.phone))).json.order;
    return placed.total === placed.lines.reduce((sum: number, line: { subtotal: number }) => sum + line.subtotal, 0);
  },

  'RES-03': async (user) => (await post(book, user, '/api/practice/v1/reservation/bookings', booking(['J0hn']))).status === 400,
  'RES-04': async (user) => {
    const placed = (await post(book, user, '/api/practice/v1/reservation/bookings', booking(['Ada', 'Grace']))).json.booking;
    return placed.total === priceLines(flight(), null, 2).total;
  },
  'RES-07': async (user) => {
    vi.mocked(searchPause).mockClear();
    await call(searchFlights, { cookie: user.cookie, path: `/api/practice/v1/reservation/flights?from=LIS&to=PAR&date=${flight().date}&passengers=1` });
    return !waitedFor(searchPause, SLOW_RESULTS_DELAY_MS);
  },

  'FRA-03': async (user) =>
    (await post(submitFrameForm, user, '/api/practice/v1/frames-alert/submissions', { name: 'Ann', email: 'ann@example', topic: 'API testing' })).status === 400,

  'WEB-05': async (user) => (await upload(user, form('big.txt', Buffer.alloc(MAX_FILE_BYTES + 1, 'a')))).status !== 200,
  'WEB-06': async (user) => {
    const third = await call(readFeed, { cookie: user.cookie, path: '/api/practice/v1/web-elements/feed?offset=20' });
    return third.json.items[0]?.id === 21;
  },
};
