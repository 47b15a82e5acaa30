import { adminCookie } from './admin-login';

// A class behind one school address signing in at the start of a lesson (issue 43, item 2): `count` accounts made
// through the admin API, then every learner's login sent at once from this one address, each from a new browser (no
// device cookie), and a learner refused is told to retry after Retry-After, as a browser's user would. Answers how
// long until all were in and how many refusals they met on the way.

const PASSWORD = 'Bench-class-2026';
/** A learner who was refused tries again at most this often, after the Retry-After they were given. */
const RETRIES = 5;

export interface SignInFigures {
  learners: number;
  signedIn: number;
  /** 429s met before signing in (each followed by a retry). */
  refusals: number;
  /** Any answer but 200 or 429, and learners still out after their retries. */
  errors: number;
  seconds: number;
}

export async function classSignsIn(url: string, count: number, tag: string, admin?: { email: string; password: string }): Promise<SignInFigures> {
  const adminSession = await adminCookie(url, admin);
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `class-${tag}-${i}@bench.test`;
    const created = await fetch(`${url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: adminSession },
      body: JSON.stringify({ username: `Class learner ${i}`, email, password: PASSWORD }),
    });
    if (created.status !== 201) throw new Error(`creating ${email} answered ${created.status}: ${await created.text()}`);
    emails.push(email);
  }
  const figures: SignInFigures = { learners: count, signedIn: 0, refusals: 0, errors: 0, seconds: 0 };
  const began = performance.now();
  await Promise.all(
    emails.map(async (email) => {
      for (let attempt = 0; attempt <= RETRIES; attempt++) {
        const reply = await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD }),
        });
        await reply.arrayBuffer();
        if (reply.status === 200) return void figures.signedIn++;
        if (reply.status !== 429) return void figures.errors++;
        figures.refusals++;
        const wait = Number(reply.headers.get('retry-after') ?? 1);
        await new Promise((resolve) => setTimeout(resolve, Math.min(60, wait) * 1000));
      }
      figures.errors++;
    }),
  );
  figures.seconds = (performance.now() - began) / 1000;
  return figures;
}
