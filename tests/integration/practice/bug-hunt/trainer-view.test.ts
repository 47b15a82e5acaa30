import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBugMode } from '@/lib/practice/bug-mode';
import { BUG_HUNT_FIGURES } from '@/lib/practice/bug-hunt/figures';
import { defectStats, huntingLearners } from '@/lib/practice/bug-hunt/trainer-stats';
import { trainerReports } from '@/lib/practice/bug-hunt/trainer-reports';
import { DEFECT_CATALOGUE } from '@/lib/practice/server-registry';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { report, showOnPage } from './hunt-api';

// docs/product.md#admin-bug-hunt: what the trainer's page reads. Per planted defect, the learners who found it, the
// median time from their first bug-hunt activity on the exercise to the credit, and the share that had a hint; the
// reports filtered by exercise, learner and verdict and paged in the database.

setupFreshDatabase();

afterEach(() => {
  vi.useRealTimers();
});

const RIGHT = { exercise: 'mouse-action', area: 'slider', title: 'Slider output is off by one step', actual: 'The output shows 45 at 50.' };
const MISS = { exercise: 'mouse-action', area: 'slider', title: 'Slider', actual: 'It moves.' };

async function hunter(email: string): Promise<TestUser> {
  const user = await createLoggedInUser({ email, username: email.split('@')[0] });
  await setBugMode(user.id, true);
  return user;
}

const at = (seconds: number) => vi.setSystemTime(new Date(Date.UTC(2026, 11, 1, 9, 0, seconds)));

describe("the trainer's view", () => {
  it('gives each planted defect its finders, median time to find and share with hints', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    const [ann, ben, cat] = await Promise.all([hunter('ann.view@example.com'), hunter('ben.view@example.com'), hunter('cat.view@example.com')]);
    for (const user of [ann, ben, cat]) await showOnPage(user, 'mouse-action', 'slider-output');
    // Ann misses twice (a hint unlocks), then finds it at 60 s; Ben finds it at 120 s; Cat at 300 s, without hints.
    at(30);
    await report({ user: ann }, MISS);
    await report({ user: ann }, MISS);
    at(60);
    await report({ user: ann }, RIGHT);
    at(120);
    await report({ user: ben }, RIGHT);
    at(300);
    await report({ user: cat }, RIGHT);

    const stats = await defectStats();
    expect(stats.map((stat) => stat.id)).toEqual(DEFECT_CATALOGUE.map((defect) => defect.id));
    expect(stats.find((stat) => stat.id === 'MOU-07')).toMatchObject({ exercise: 'mouse-action', found: 3, medianSecondsToFind: 120, shareWithHints: 1 / 3 });
    expect(stats.find((stat) => stat.id === 'MOU-01')).toMatchObject({ found: 0, medianSecondsToFind: null, shareWithHints: null });
    expect(await huntingLearners()).toBe(3);
  });

  it('filters the reports by exercise, learner and verdict, and pages them in the database', async () => {
    const dana = await hunter('dana.pages@example.com');
    await showOnPage(dana, 'mouse-action', 'slider-output');
    await report({ user: dana }, RIGHT);
    const pageSize = BUG_HUNT_FIGURES.trainerReportsPerPage;
    // Repeats of a credited report are misses: past the hour's limit they would be refused, so each is an hour apart.
    // The clock goes on from now: the first report was made at the real time, and a fixed start (it was 1 December
    // 2026, 09:00) put every repeat before it once that day had passed, so the newest-first pages came out reversed.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    for (let i = 0; i < pageSize; i++) {
      vi.setSystemTime(new Date(Date.now() + 3_600_000));
      await report({ user: dana }, RIGHT);
    }
    await report({ user: dana }, { exercise: 'grocery', area: 'search', title: 'Search', actual: 'It filters.' });

    const mine = await trainerReports({ learner: 'DANA.PAGES', page: 1 });
    expect(mine).toMatchObject({ total: pageSize + 2, page: 1, pages: 2 });
    expect(mine.reports).toHaveLength(pageSize);
    expect(mine.reports[0]).toMatchObject({ exercise: 'grocery', verdict: 'not-planted', learner: { email: 'dana.pages@example.com' } });
    const second = await trainerReports({ learner: 'dana.pages', page: 2 });
    expect(second.reports).toHaveLength(2);
    expect(second.reports.at(-1)).toMatchObject({ verdict: 'credited', defectId: 'MOU-07' });
    // A page past the end shows the last one.
    expect((await trainerReports({ learner: 'dana', page: 9 })).page).toBe(2);

    expect((await trainerReports({ learner: 'dana', exercise: 'grocery', page: 1 })).total).toBe(1);
    expect((await trainerReports({ learner: 'dana', verdict: 'duplicate', page: 1 })).total).toBe(pageSize);
    expect((await trainerReports({ learner: 'dana', verdict: 'credited', exercise: 'mouse-action', page: 1 })).total).toBe(1);
    // The learner filter is a text, never a pattern: % matches only a %.
    expect((await trainerReports({ learner: '%', page: 1 })).total).toBe(0);
  });
});
