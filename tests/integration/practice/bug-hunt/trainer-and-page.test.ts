import { describe, expect, it } from 'vitest';
import { setBugMode } from '@/lib/practice/bug-mode';
import { BUG_HUNT_FEEDBACK } from '@/lib/messages/bug-hunt';
import { DEFECT_CATALOGUE } from '@/lib/practice/server-registry';
import { pngBytes } from '@/tests/helpers/files';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { DELETE as deleteUser } from '@/app/api/users/[userId]/route';
import { call } from '@/tests/helpers/http';
import { storedPracticeFiles } from '@/tests/helpers/web-elements-files';
import { issueView, override, pageEvidence, readScreenshot, report, reports, score, showOnPage, uploadScreenshot } from './hunt-api';

// docs/product.md#bug-hunt: a trainer's override, which the learner sees with its note; the page's evidence, which
// counts only with bug mode on and confirms nothing (the attacks on it are in ./page-codes.test.ts); the optional screenshot with the profile photo's rules; and
// nothing of the catalogue (summaries, locked hints, matching rules) in any reply a learner gets.

setupFreshDatabase();

const SLIDER = { exercise: 'mouse-action', area: 'slider', title: 'Slider output is off by one step', actual: 'The output shows 45 while the slider is at 50.' };

async function hunter(): Promise<TestUser> {
  const user = await createLoggedInUser();
  await setBugMode(user.id, true);
  return user;
}

describe("the page's evidence", () => {
  it('counts for the session learner with bug mode on, and answers 204 to anything, known or not', async () => {
    const user = await hunter();
    const { view } = (await issueView(user, 'mouse-action')).json;
    expect((await pageEvidence(user, { exercise: 'mouse-action', view, slot: 'slider-output', code: 'not-a-code' })).status).toBe(204);
    expect((await pageEvidence(user, { exercise: 'mouse-action', view, slot: 'no-such-slot', code: 'not-a-code' })).status).toBe(204);
    expect((await report({ user }, SLIDER)).json.report.verdict).toBe('not-credited');
    await showOnPage(user, 'mouse-action', 'slider-output');
    expect((await report({ user }, SLIDER)).json.report.verdict).toBe('credited');
  });

  it('is ignored with bug mode off, and needs the session', async () => {
    const user = await createLoggedInUser();
    await showOnPage(user, 'mouse-action', 'slider-output');
    expect((await report({ user }, SLIDER)).json.report.verdict).toBe('not-credited');
    const claim = { exercise: 'mouse-action', view: 'x', slot: 'slider-output', code: 'y' };
    expect((await pageEvidence({ ...user, cookie: '' }, claim)).status).toBe(401);
    expect((await issueView({ ...user, cookie: '' }, 'mouse-action')).status).toBe(401);
    const malformed = await pageEvidence(user, { ...claim, exercise: 'nowhere' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.errors.exercise).toBeDefined();
  });
});

describe("a trainer's override", () => {
  it('changes the verdict with a note the learner sees, and the credit follows it', async () => {
    const [learner, admin] = await Promise.all([hunter(), createLoggedInUser({ role: 'admin' })]);
    await showOnPage(learner, 'mouse-action', 'slider-output');
    const worded = await report({ user: learner }, { ...SLIDER, title: 'Volume readout', actual: 'It reads 45.' });
    expect(worded.json.report.verdict).toBe('not-credited');
    const id = worded.json.report.id;

    expect((await override(learner, id, { verdict: 'credited', defectId: 'MOU-07', note: 'Fair.' })).status).toBe(403);
    const missingDefect = await override(admin, id, { verdict: 'credited', note: 'Right.' });
    expect(missingDefect.status).toBe(400);
    expect(missingDefect.json.errors.defectId).toBeDefined();
    expect((await override(admin, id, { verdict: 'credited', defectId: 'BKL-01', note: 'Right.' })).status).toBe(400);

    const credited = await override(admin, id, { verdict: 'credited', defectId: 'MOU-07', note: 'You described the readout: that is MOU-07.' });
    expect(credited.status).toBe(200);
    const [seen] = (await reports({ user: learner, via: 'token' }, '?exercise=mouse-action')).json.reports;
    expect(seen).toMatchObject({ verdict: 'credited', defectId: 'MOU-07', trainerNote: 'You described the readout: that is MOU-07.' });
    expect((await score({ user: learner })).json.found.map((row: { defectId: string }) => row.defectId)).toEqual(['MOU-07']);
    // A second credit of the same defect by another report is refused.
    const other = await report({ user: learner }, { ...SLIDER, area: 'hold', title: 'Hold', actual: 'It held.' });
    const twice = await override(admin, other.json.report.id, { verdict: 'credited', defectId: 'MOU-07', note: 'Again.' });
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe('ALREADY_CREDITED');

    expect((await override(admin, id, { verdict: 'not-planted', note: 'On second thought, no.' })).status).toBe(200);
    const [withdrawn] = (await reports({ user: learner }, '?exercise=mouse-action&page=1')).json.reports.filter((row: { id: number }) => row.id === id);
    expect(withdrawn).toMatchObject({ verdict: 'not-credited', defectId: null, feedback: BUG_HUNT_FEEDBACK.trainer, trainerNote: 'On second thought, no.' });
    expect((await score({ user: learner })).json.found).toEqual([]);
    expect((await override(admin, 999_999, { verdict: 'duplicate', note: 'x' })).status).toBe(404);
  });
});

describe("a report's screenshot", () => {
  it('takes one image of the profile photo rules, for its learner and trainers only', async () => {
    const [learner, stranger, admin] = await Promise.all([hunter(), hunter(), createLoggedInUser({ role: 'admin' })]);
    const filed = await report({ user: learner }, SLIDER);
    const id = filed.json.report.id;
    const text = await uploadScreenshot(learner, id, new Blob(["not an image at all"], { type: 'image/png' }), 'shot.png');
    expect(text.status).toBe(415);
    expect((await uploadScreenshot(stranger, id, new Blob([new Uint8Array(pngBytes())]))).status).toBe(404);
    const stored = await uploadScreenshot(learner, id, new Blob([new Uint8Array(pngBytes())]));
    expect(stored.status).toBe(201);
    expect((await uploadScreenshot(learner, id, new Blob([new Uint8Array(pngBytes())]))).status).toBe(409);

    const [listed] = (await reports({ user: learner })).json.reports;
    expect(listed.screenshot).toBe(`/api/practice/v1/bug-hunt/reports/${id}/screenshot`);
    const own = await readScreenshot(learner, id);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect((await readScreenshot(admin, id)).status).toBe(200);
    expect((await readScreenshot(stranger, id)).status).toBe(404);

    // The account goes with its reports, and the screenshots' bytes with them.
    expect(storedPracticeFiles()).toHaveLength(1);
    expect((await call(deleteUser, { method: 'DELETE', cookie: admin.cookie, params: { userId: learner.id } })).status).toBe(200);
    expect(storedPracticeFiles()).toEqual([]);
  });
});

describe('what a learner is sent', () => {
  it('never holds a summary, a hint still locked or a matching rule', async () => {
    const user = await hunter();
    const claim = await showOnPage(user, 'mouse-action', 'slider-output');
    for (let i = 0; i < 2; i++) await report({ user }, { exercise: 'mouse-action', area: 'scroll', title: 'Scroll', actual: 'It scrolled.' });
    const replies = [
      (await report({ user }, SLIDER)).json,
      (await report({ user }, { exercise: 'mouse-action', area: 'double-click', title: 'Double click', actual: 'Counted.' })).json,
      (await reports({ user })).json,
      (await score({ user, via: 'token' })).json,
    ];
    const sent = JSON.stringify(replies);
    const unlocked = new Set<string>((await score({ user })).json.exercises.flatMap((row: { hints: { text: string }[] }) => row.hints.map((hint) => hint.text)));
    expect(unlocked.size).toBe(1);
    for (const defect of DEFECT_CATALOGUE) {
      expect(sent).not.toContain(defect.summary);
      for (const hint of defect.hints) if (!unlocked.has(hint)) expect(sent).not.toContain(hint);
      // A rule's pattern as written (a one-word pattern such as "total" is any English text, not a rule).
      for (const pattern of defect.report.observed) if (pattern.source.length > 12) expect(sent).not.toContain(pattern.source);
    }
    // Nor a page code: they come from the view read only.
    expect(sent).not.toContain(claim.code);
    // Unfound defects are counted, never named.
    // Looked for by the catalogue's own ids: a pattern such as /[A-Z]{3}-\d{2}/ can match inside a random code.
    expect(DEFECT_CATALOGUE.filter((defect) => sent.includes(defect.id)).map((defect) => defect.id)).toEqual(['MOU-07']);
  });
});
