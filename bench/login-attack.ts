// bench/login-attack: the owner's login during a password-guessing attack (issue 39), on the built app (`npm run build`
// first), started the README way (`node server.mjs`) with the README's limits (RATE_LIMIT_SCALE 1) behind one trusted
// proxy hop, so each guess can come from an address of its own (X-Forwarded-For, as a botnet's would).
// Each run starts a fresh app, creates the owner and 40 other accounts, and signs the owner in once from their browser
// (which then keeps the device cookie). Then, for each scenario, the owner's login idle (median of IDLE_LOGINS) is the
// baseline, and the owner's login is timed right after ATTACKERS wrong passwords were sent at once from as many
// addresses: all for the owner's account, or one for each of 40 other accounts. A new device's login (no cookie) is
// shown too: it may wait, or be refused while the account is under attack.
// Prints medians of BENCH_RUNS runs (default 3) and each attack's ratio to its idle baseline; asserts nothing.
import { setTimeout as sleep } from 'node:timers/promises';
import { adminCookie } from './lib/admin-login';
import { startApp } from './lib/app-server';
import { cookieOf } from './lib/learners';
import { median } from './lib/load';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3440);
const ATTACKERS = 40;
const IDLE_LOGINS = 5;
const PASSWORD = 'Bench-owner-2026';
/** Lets the guesses reach the server before the owner's login is sent ("then the owner's right password"). */
const GUESSES_HEAD_START_MS = 50;

interface Login {
  status: number;
  ms: number;
}

async function login(url: string, email: string, password: string, from: string, cookie?: string): Promise<Login & { cookie: string }> {
  const start = performance.now();
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ email, password }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - start, cookie: cookieOf(response) };
}

async function createAccount(url: string, admin: string, email: string): Promise<void> {
  const created = await fetch(`${url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin },
    body: JSON.stringify({ username: 'Bench Owner', email, password: PASSWORD }),
  });
  if (created.status !== 201) throw new Error(`creating ${email} answered ${created.status}: ${await created.text()}`);
}

/** The owner's known-device login, idle: the median of IDLE_LOGINS, one after another. */
async function idle(url: string, email: string, device: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < IDLE_LOGINS; i++) {
    const result = await login(url, email, PASSWORD, '192.0.2.1', device);
    if (result.status !== 200) throw new Error(`idle login answered ${result.status}`);
    times.push(result.ms);
  }
  return median(times);
}

interface Attacked {
  idleMs: number;
  ownerMs: number;
  ownerStatus: number;
  newDevice: Login;
  guesses: Record<number, number>;
}

/** Sends the guesses at once, then the owner's login (and a new device's), and waits for every answer. */
async function underAttack(url: string, owner: string, device: string, targets: string[], addressBlock: number): Promise<Attacked> {
  const idleMs = await idle(url, owner, device);
  const guesses = targets.map((email, i) => login(url, email, `wrong-guess-${i}`, `10.${addressBlock}.0.${i + 1}`));
  await sleep(GUESSES_HEAD_START_MS);
  const [ownerLogin, newDevice] = await Promise.all([
    login(url, owner, PASSWORD, '192.0.2.1', device),
    login(url, owner, PASSWORD, '192.0.2.2'),
  ]);
  const statuses: Record<number, number> = {};
  for (const guess of await Promise.all(guesses)) statuses[guess.status] = (statuses[guess.status] ?? 0) + 1;
  return { idleMs, ownerMs: ownerLogin.ms, ownerStatus: ownerLogin.status, newDevice, guesses: statuses };
}

async function oneRun(run: number): Promise<{ oneAccount: Attacked; spread: Attacked }> {
  const app = await startApp(PORT, `login-attack-${run}`, { RATE_LIMIT_SCALE: '1', TRUSTED_PROXY_HOPS: '1' });
  try {
    const admin = await adminCookie(app.url);
    const owner = `owner-r${run}@bench.test`;
    const others = Array.from({ length: ATTACKERS }, (_, i) => `account-${i}-r${run}@bench.test`);
    for (const email of [owner, ...others]) await createAccount(app.url, admin, email);
    const first = await login(app.url, owner, PASSWORD, '192.0.2.1');
    if (first.status !== 200 || !first.cookie.includes('qa_known_device=')) throw new Error(`the owner's first login answered ${first.status} without a device cookie`);
    const device = first.cookie;
    // Spread first: the attack on the owner's account leaves it under attack for the rest of the run.
    const spread = await underAttack(app.url, owner, device, others, 2);
    const oneAccount = await underAttack(app.url, owner, device, others.map(() => owner), 1);
    return { oneAccount, spread };
  } finally {
    await app.stop();
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

function report(title: string, runs: Attacked[]): string {
  const idleMs = median(runs.map((run) => run.idleMs));
  const ownerMs = median(runs.map((run) => run.ownerMs));
  const ratio = median(runs.map((run) => run.ownerMs / run.idleMs));
  console.log(`\n${title}`);
  console.log(`  the owner's device, idle: ${ms(idleMs)}; during the attack: ${ms(ownerMs)} = ${ratio.toFixed(2)}× idle (statuses ${runs.map((run) => run.ownerStatus).join(', ')})`);
  console.log(`  a new device for the owner during the attack: ${ms(median(runs.map((run) => run.newDevice.ms)))} (statuses ${runs.map((run) => run.newDevice.status).join(', ')})`);
  for (const [i, run] of runs.entries()) {
    const statuses = Object.entries(run.guesses).map(([status, count]) => `${count}× ${status}`).join(', ');
    console.log(`    run ${i + 1}: idle ${ms(run.idleMs)}, owner ${ms(run.ownerMs)} (${(run.ownerMs / run.idleMs).toFixed(2)}×); the guesses answered ${statuses}`);
  }
  return `${title}: ${ratio.toFixed(2)}× idle (${ratio <= 2 || ownerMs <= idleMs + 300 ? 'meets' : 'MISSES'})`;
}

async function main() {
  const runs: Array<{ oneAccount: Attacked; spread: Attacked }> = [];
  for (let run = 1; run <= RUNS; run++) {
    console.log(`run ${run} of ${RUNS}…`);
    runs.push(await oneRun(run));
  }
  console.log(`\nThe owner's login during a guessing attack, ${ATTACKERS} addresses, medians of ${RUNS} runs (load generator on the same machine)`);
  const targets = [
    report(`${ATTACKERS} wrong passwords for the owner's account at once`, runs.map((run) => run.oneAccount)),
    report(`${ATTACKERS} wrong passwords, one for each of ${ATTACKERS} other accounts, at once`, runs.map((run) => run.spread)),
  ];
  console.log('\nTargets (issue 39): the owner\'s login within 2× idle (or +300 ms)');
  for (const line of targets) console.log(`  ${line}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
