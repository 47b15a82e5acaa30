import { describe, expect, it, vi } from 'vitest';
import { evidenceOf } from '@/lib/practice/bug-hunt/evidence';
import { isBugModeOn, setBugMode } from '@/lib/practice/bug-mode';
import { activeDefects, pageKeyOf } from '@/lib/practice/defects/active';
import { pinDefect, UnknownDefectError, unpinDefects } from '@/lib/practice/defects/pin';
import { isDefectOn } from '@/lib/practice/defects/planted';
import { DEFECT_CATALOGUE, defectsOf } from '@/lib/practice/server-registry';
import { learnerWithDefect } from '@/tests/helpers/planted-defects';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { serveEmployeeService } from '../employee-wsdl/soap-client';
import { API_CHECKS } from './api-checks';

// docs/architecture.md#defects-one-at-a-time: every planted defect whose effect passes the server, switched on alone for
// one learner, is seen by an API-level check (./api-checks.ts) that passes with it off and with another defect of its
// exercise on alone; only it can be evidenced meanwhile. The waits are spies, so a slow reply costs nothing here.

vi.mock('@/lib/practice/exercises/book-list/server/timing', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/practice/exercises/book-list/server/timing')>()),
  pause: vi.fn(async () => {}),
}));
vi.mock('@/lib/practice/exercises/employee-wsdl/server/timing', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/practice/exercises/employee-wsdl/server/timing')>()),
  pause: vi.fn(async () => {}),
}));
vi.mock('@/lib/practice/exercises/reservation/timing', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/practice/exercises/reservation/timing')>()),
  pause: vi.fn(async () => {}),
}));

setupFreshDatabase();
serveEmployeeService();

/** The defects only a page shows (a browser proves them): every other one has an API check. */
const PAGE_ONLY = [
  'FRA-01', 'FRA-02', 'FRA-04', 'FRA-05', 'FRA-06', 'FRA-07', 'FRA-08',
  'GRO-01', 'GRO-02', 'GRO-03', 'GRO-04', 'GRO-07',
  'MOU-04', 'MOU-05', 'MOU-06', 'MOU-07',
  'RES-01', 'RES-02', 'RES-05', 'RES-06', 'RES-08',
  'WEB-01', 'WEB-02', 'WEB-03', 'WEB-04', 'WEB-07', 'WEB-08',
];

/** Another defect of the same exercise: the next in its catalogue order. */
function siblingOf(defectId: string): string {
  const { exercise } = DEFECT_CATALOGUE.find((defect) => defect.id === defectId)!;
  const ids = defectsOf(exercise).map((defect) => defect.id);
  return ids[(ids.indexOf(defectId) + 1) % ids.length];
}

const evidenced = async (user: TestUser, defectId: string) =>
  (await evidenceOf(user.id, DEFECT_CATALOGUE.find((defect) => defect.id === defectId)!.exercise)).map((row) => row.defectId);

const ROWS = Object.keys(API_CHECKS).sort();

describe('defects one at a time', () => {
  it('checks every defect through the API but those only a page shows, and each of those has a page key', () => {
    expect([...ROWS, ...PAGE_ONLY].sort()).toEqual(DEFECT_CATALOGUE.map((defect) => defect.id).sort());
    for (const id of PAGE_ONLY) expect(pageKeyOf(DEFECT_CATALOGUE.find((defect) => defect.id === id)!), id).toBeTruthy();
  });

  it.each(ROWS)('%s alone: its API check fails; with none, or another of its exercise alone, the check passes', async (id) => {
    const check = API_CHECKS[id];
    const alone = await learnerWithDefect(id);
    expect(await check(alone), `${id} on alone`).toBe(false);
    expect(await evidenced(alone, id)).toEqual([id]);

    // Bug mode on but the pin says none: the switch is set aside.
    const none = await learnerWithDefect(null, { bugMode: true });
    expect(await check(none), `${id} with none on`).toBe(true);
    expect(await evidenced(none, id)).toEqual([]);

    const sibling = siblingOf(id);
    const other = await learnerWithDefect(sibling);
    expect(await check(other), `${id} with ${sibling} on alone`).toBe(true);
    for (const seen of await evidenced(other, id)) expect(seen).toBe(sibling);
  });

  it("another learner's requests meet no defect while one learner has one on", async () => {
    const pinned = await learnerWithDefect('BKL-01');
    for (const id of ROWS) {
      const other = await createLoggedInUser();
      expect(await API_CHECKS[id](other), id).toBe(true);
      expect(await evidenced(other, id)).toEqual([]);
    }
    expect(await API_CHECKS['BKL-01'](pinned)).toBe(false);
  });

  it("sets the bug-mode switch aside while pinned and leaves it as the learner set it, so it applies again after", async () => {
    const user = await createLoggedInUser();
    await setBugMode(user.id, true);
    expect(await activeDefects(user.id, 'reservation')).toEqual(defectsOf('reservation').map((defect) => defect.id));
    await pinDefect(user.id, 'RES-04');
    expect(await activeDefects(user.id, 'reservation')).toEqual(['RES-04']);
    expect(await activeDefects(user.id, 'book-list')).toEqual([]);
    expect(await isBugModeOn(user.id)).toBe(true);
    // The learner turning the switch meanwhile changes what applies after the pin, not during it.
    await setBugMode(user.id, false);
    expect(await isDefectOn(user.id, 'RES-04')).toBe(true);
    await pinDefect(user.id, null);
    expect(await activeDefects(user.id, 'reservation')).toEqual([]);
    await unpinDefects(user.id);
    expect(await activeDefects(user.id, 'reservation')).toEqual([]);
    await setBugMode(user.id, true);
    expect(await activeDefects(user.id, 'grocery')).toEqual(defectsOf('grocery').map((defect) => defect.id));
  });

  it('refuses to pin a defect that is not planted', async () => {
    const user = await createLoggedInUser();
    await expect(pinDefect(user.id, 'RES-99')).rejects.toBeInstanceOf(UnknownDefectError);
    expect(await isDefectOn(user.id, 'RES-99')).toBe(false);
  });
});
