import { describe, expect, it } from 'vitest';
import { setBugMode } from '@/lib/practice/bug-mode';
import { BUG_HUNT_FEEDBACK } from '@/lib/messages/bug-hunt';
import { trainerReports } from '@/lib/practice/bug-hunt/trainer-reports';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { report, score, showOnPage } from './hunt-api';

// docs/product.md#bug-hunt: a report is credited for one defect at most. A keyword-stuffed report, which once matched
// eleven defects, is "too broad": not credited and a miss. And a report not credited reads the same whether it
// describes nothing planted, a planted defect the learner never met, or one found before: no verdict is an oracle.

setupFreshDatabase();

async function hunter(): Promise<TestUser> {
  const user = await createLoggedInUser();
  await setBugMode(user.id, true);
  return user;
}

const MOUSE_SLOTS = ['double-click', 'tooltip', 'hold-button', 'slider-output'];
// Every keyword of the mouse-action page defects' rules in one breath.
const STUFFED = {
  exercise: 'mouse-action',
  area: 'slider',
  title: 'Output value wrong, click count, accessibility aria description, hold too early',
  actual: 'single click adds count; screen reader aria describedby missing; 300 ms too short, early; output shows 45 less, off by a step.',
};
const mouseScore = async (user: TestUser) => (await score({ user })).json.exercises.find((row: { exercise: string }) => row.exercise === 'mouse-action');

describe('a report that describes more than one defect', () => {
  it('is too broad: not credited, and counted as a miss, even with every defect met', async () => {
    const user = await hunter();
    for (const slot of MOUSE_SLOTS) await showOnPage(user, 'mouse-action', slot);
    const stuffed = await report({ user }, STUFFED);
    expect(stuffed.status).toBe(201);
    expect(stuffed.json.report).toMatchObject({ verdict: 'too-broad', defectId: null, feedback: BUG_HUNT_FEEDBACK.tooBroad });
    expect(stuffed.json.score).toMatchObject({ found: 0, misses: 1 });
    // The same keywords in another area: the rules of every area are checked.
    expect((await report({ user }, { ...STUFFED, area: 'hold' })).json.report.verdict).toBe('too-broad');
    // One defect described plainly is still credited.
    const plain = await report({ user }, { exercise: 'mouse-action', area: 'slider', title: 'Slider output is off by one step', actual: 'The output shows 45 while the slider is at 50.' });
    expect(plain.json.report).toMatchObject({ verdict: 'credited', defectId: 'MOU-07' });
    expect((await mouseScore(user)).misses).toBe(2);
  });
});

describe('a report not credited', () => {
  it('reads the same whether nothing is planted, the defect was never met or it was found before, and each is a miss', async () => {
    const user = await hunter();
    const slider = { exercise: 'mouse-action', area: 'slider', title: 'Slider output is off by one step', actual: 'The output shows 45 while the slider is at 50.' };
    const notPlanted = await report({ user }, { exercise: 'mouse-action', area: 'slider', title: 'Slider', actual: 'It moves smoothly.' });
    const notTriggered = await report({ user }, slider);
    await showOnPage(user, 'mouse-action', 'slider-output');
    expect((await report({ user }, slider)).json.report.verdict).toBe('credited');
    const duplicate = await report({ user }, slider);

    const seen = [notPlanted, notTriggered, duplicate].map((reply) => {
      const { verdict, feedback, defectId, trainerNote } = reply.json.report;
      return { verdict, feedback, defectId, trainerNote };
    });
    expect(seen).toEqual(Array(3).fill({ verdict: 'not-credited', feedback: BUG_HUNT_FEEDBACK.notCredited, defectId: null, trainerNote: null }));
    expect((await mouseScore(user)).misses).toBe(3);
    // The trainer still reads the server's own verdicts.
    const listed = await trainerReports({ learner: user.email, page: 1 });
    expect(listed.reports.map((row) => row.verdict)).toEqual(['duplicate', 'credited', 'not-triggered', 'not-planted']);
  });
});
