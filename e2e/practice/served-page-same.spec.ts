import type { APIRequestContext, APIResponse } from '@playwright/test';
import { apiAs } from '../api-session';
import { expect, test } from '../fixtures';
import { PAID_STUDENT, UNPAID_STUDENT } from '../helpers';
import { SEALED_FLAGS_LENGTH } from '../../lib/practice/defects/sealed-flags';
import { FRAME_PATHS } from '../../lib/practice/exercises/frames-alert/ui/paths';
import { exercisePath, HOSTED_EXERCISES, type HostedExercise } from '../../lib/practice/registry';
import { formDifference, pageForm } from '../../scripts/practice-kits/page-form.mjs';
import { setBugMode } from './helpers';

// docs/product.md#suite-score, docs/architecture.md#defects-one-at-a-time, #shared-exercise-pages: the served exercise
// page names no round and no learner. For each exercise one scoring run is started through the API and every round
// taken; the page (HTML with its flight payload), fetched as the learner in each round and outside the run (the switch
// on all along: outside a run every flag is on, in a round the run sets the switch aside), is the same in all of them
// once the CSP nonce (from the reply's own header) is set aside, and carries no sealed value: the page's flags arrive
// through GET …/page-flags, whose one sealed value must be there and of the same length in every reply. A bare page
// that carries its flags itself must hold one sealed value, of that length, in every reply. Pages are compared in the form of
// scripts/practice-kits/page-form.mjs (what the page shows, not when the server flushed it: a busy machine streamed the
// same page in other bytes), the scoring lane's page watcher's form too. No browser: the page's script is not run, which is exactly what a suite that only diffs replies does. Frames & Alert's
// bare pages that get flags (the window and the two inner frames) are held to the same.

const RUNS = '/api/practice/v1/suite-runs';
const PAGE_FLAGS = '/api/practice/v1/page-flags';
const SEALED = /(sealed\\*":\\*")([A-Za-z0-9_-]*)(\\*")/g;

/** Extra pages an exercise serves with its flags, beside its own page. */
const BARE_PAGES: Partial<Record<HostedExercise, readonly string[]>> = {
  'frames-alert': [FRAME_PATHS.popup, FRAME_PATHS.left, FRAME_PATHS.right],
};

interface Served {
  text: string;
  sealed: number[];
}

/** The reply's body in its form (page-form.mjs), with its CSP nonce and sealed values set aside, and the sealed values' lengths. */
async function servedPage(reply: APIResponse, label: string): Promise<Served> {
  expect(reply.status(), label).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(reply.headers()['content-security-policy'] ?? '')?.[1];
  let text = await reply.text();
  if (nonce) text = text.split(nonce).join('{nonce}');
  const sealed: number[] = [];
  text = text.replace(SEALED, (_all, before: string, value: string, after: string) => {
    sealed.push(value.length);
    return `${before}{sealed}${after}`;
  });
  return { text: pageForm(text), sealed };
}

async function pagesNow(api: APIRequestContext, exercise: HostedExercise, paths: readonly string[], label: string): Promise<Served[]> {
  const served: Served[] = [];
  for (const path of paths) served.push(await servedPage(await api.get(path, { headers: { accept: 'text/html' } }), `${label} ${path}`));
  // The learner's part of the exercise page, in the same form: its text differs in the sealed value alone.
  served.push(await servedPage(await api.get(`${PAGE_FLAGS}?exercise=${exercise}`), `${label} page-flags`));
  return served;
}

async function abandonOpenRuns(api: APIRequestContext): Promise<void> {
  const { runs } = (await (await api.get(RUNS)).json()) as { runs: { id: number; status: string }[] };
  for (const run of runs.filter((each) => each.status === 'open')) expect((await api.delete(`${RUNS}/${run.id}`)).status()).toBe(204);
}

test.describe('the served exercise page is the same in every round of a scoring run and outside one, but for its sealed flags', { tag: '@desktop' }, () => {
  for (const exercise of HOSTED_EXERCISES) {
    test(exercise, async ({ request }) => {
      const paths = [exercisePath(exercise), ...(BARE_PAGES[exercise] ?? [])];
      // How many sealed values each reply holds: none on the exercise page, one in every bare page and page-flags reply.
      const sealedCounts = [0, ...(BARE_PAGES[exercise] ?? []).map(() => 1), 1];
      expect((await request.post('/api/auth/login', { data: PAID_STUDENT })).status()).toBe(200);
      await abandonOpenRuns(request);
      // The switch on: outside a run every flag is on; in a round the run sets it aside, and the page still shows the
      // switch as the learner left it.
      await setBugMode(request, true);
      const replies: [string, Served[]][] = [['outside a run', await pagesNow(request, exercise, paths, 'outside a run')]];
      const started = await request.post(RUNS, { data: { exercise } });
      expect(started.status(), await started.text()).toBe(201);
      const { id, rounds } = ((await started.json()) as { run: { id: number; rounds: number } }).run;
      try {
        for (let n = 1; n <= rounds; n++) {
          expect((await request.post(`${RUNS}/${id}/rounds/next`)).status()).toBe(200);
          replies.push([`round ${n}`, await pagesNow(request, exercise, paths, `round ${n}`)]);
          expect((await request.post(`${RUNS}/${id}/rounds/${n}/outcome`, { data: { outcome: 'passed' } })).status()).toBe(200);
        }
      } finally {
        await abandonOpenRuns(request);
        await setBugMode(request, false);
      }
      const [, first] = replies[0];
      [...paths, 'page-flags'].forEach((path, index) => {
        // A failure shows what the pages do not share, not two whole pages.
        for (const [label, served] of replies) expect(formDifference(served[index].text, first[index].text), `${path}, ${label}: the same reply as outside a run`).toBeNull();
        for (const [label, served] of replies) {
          expect(served[index].sealed, `${path}, ${label}: its sealed values, one length for all`).toEqual(Array.from({ length: sealedCounts[index] }, () => SEALED_FLAGS_LENGTH));
        }
      });
    });
  }
});

test.describe('the exercise page and the profile page are the same for every learner', { tag: '@desktop' }, () => {
  test('two learners get the same bytes, and each their own switch and id from page-flags', async ({ baseURL }) => {
    const ann = await apiAs(baseURL!, PAID_STUDENT);
    const ben = await apiAs(baseURL!, UNPAID_STUDENT);
    await setBugMode(ann, true);
    await setBugMode(ben, false);
    try {
      const path = exercisePath('reservation');
      // Each learner's second view: their session is remembered by then, so both are the fast path's (no nonce in either).
      const secondView = async (api: APIRequestContext) => {
        await api.get(path);
        const reply = await api.get(path);
        expect(reply.status()).toBe(200);
        return reply.body();
      };
      const [annPage, benPage] = [await secondView(ann), await secondView(ben)];
      expect(annPage.equals(benPage), 'byte-identical exercise HTML').toBe(true);
      for (const email of [PAID_STUDENT.email, UNPAID_STUDENT.email]) expect(annPage.includes(email)).toBe(false);
      const flags = async (api: APIRequestContext) => (await (await api.get(`${PAGE_FLAGS}?exercise=reservation`)).json()) as { bugMode: boolean; learner: string };
      const [annStart, benStart] = [await flags(ann), await flags(ben)];
      expect([annStart.bugMode, benStart.bugMode]).toEqual([true, false]);
      expect(annStart.learner).not.toBe(benStart.learner);
      expect(annPage.includes(annStart.learner) || annPage.includes(benStart.learner), 'no learner id in the page').toBe(false);
    } finally {
      await setBugMode(ann, false);
      await Promise.all([ann.dispose(), ben.dispose()]);
    }
  });

  test('the profile page: two learners get the same bytes, and each their own profile from /api/users/me', async ({ baseURL }) => {
    const ann = await apiAs(baseURL!, PAID_STUDENT);
    const ben = await apiAs(baseURL!, UNPAID_STUDENT);
    try {
      // Each learner's second view, as above: both are the fast path's copy.
      const secondView = async (api: APIRequestContext) => {
        await api.get('/student');
        const reply = await api.get('/student');
        expect(reply.status()).toBe(200);
        return reply.body();
      };
      const [annPage, benPage] = [await secondView(ann), await secondView(ben)];
      expect(annPage.equals(benPage), 'byte-identical profile HTML').toBe(true);
      const profile = async (api: APIRequestContext) => {
        const reply = await api.get('/api/users/me');
        expect(reply.status()).toBe(200);
        return (await reply.json()) as { id: string; email: string; pay_status: string };
      };
      const [annProfile, benProfile] = [await profile(ann), await profile(ben)];
      expect([annProfile.email, benProfile.email]).toEqual([PAID_STUDENT.email, UNPAID_STUDENT.email]);
      expect([annProfile.pay_status, benProfile.pay_status]).toEqual(['yes', 'no']);
      for (const { id, email } of [annProfile, benProfile]) expect(annPage.includes(email) || annPage.includes(id), 'no learner in the page').toBe(false);
    } finally {
      await Promise.all([ann.dispose(), ben.dispose()]);
    }
  });
});
