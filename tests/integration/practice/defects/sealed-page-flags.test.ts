import { describe, expect, it } from 'vitest';
import { GET as pageFlagsRoute } from '@/app/api/practice/v1/page-flags/route';
import { setBugMode } from '@/lib/practice/bug-mode';
import { pageFlagsFor } from '@/lib/practice/defects/active';
import { pinDefect } from '@/lib/practice/defects/pin';
import { SEALED_FLAGS_LENGTH, unsealPlanted, type SealedPlanted } from '@/lib/practice/defects/sealed-flags';
import { call } from '@/tests/helpers/http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';

// docs/architecture.md#defects-one-at-a-time: what an exercise page asks as it loads and after the learner turns the switch. The flags
// as they are now, sealed as the page serves them: a fresh value of one length every reply, unsealing to exactly the
// page's flags, so a pin (a scoring round) sets the switch aside without the page holding a hint of it.

setupFreshDatabase();

const PATH = '/api/practice/v1/page-flags';

async function askFlags(user: TestUser | null, exercise: string) {
  const path = `${PATH}?exercise=${encodeURIComponent(exercise)}`;
  return call(pageFlagsRoute, { path, cookie: user?.cookie });
}

describe('GET /api/practice/v1/page-flags', () => {
  it("answers the page's flags sealed: off, all on with the switch, the pinned one alone whatever the switch says", async () => {
    const user = await createLoggedInUser();
    const seen: string[] = [];
    const switches: boolean[] = [];
    const flagsNow = async () => {
      const reply = await askFlags(user, 'mouse-action');
      expect(reply.status).toBe(200);
      const { planted, bugMode, learner } = reply.json as { planted: SealedPlanted; bugMode: boolean; learner: string };
      expect(learner).toBe(user.id);
      switches.push(bugMode);
      expect(planted.sealed).toHaveLength(SEALED_FLAGS_LENGTH);
      seen.push(planted.sealed);
      expect(unsealPlanted(planted)).toEqual(await pageFlagsFor(user.id, 'mouse-action'));
      return unsealPlanted(planted);
    };
    expect(Object.values(await flagsNow()).some(Boolean)).toBe(false);
    await setBugMode(user.id, true);
    expect(Object.values(await flagsNow()).every(Boolean)).toBe(true);
    await pinDefect(user.id, 'MOU-07');
    expect(Object.entries(await flagsNow()).filter(([, on]) => on)).toEqual([['slider-output', true]]);
    await setBugMode(user.id, false);
    expect(Object.entries(await flagsNow()).filter(([, on]) => on)).toEqual([['slider-output', true]]);
    expect(new Set(seen).size).toBe(seen.length);
    // The switch as stored comes with them (the page is the same for every learner and draws none of it).
    expect(switches).toEqual([false, true, true, false]);
  });

  it('refuses an unknown exercise (400) and a visitor (401)', async () => {
    const user = await createLoggedInUser();
    expect((await askFlags(user, 'no-such-exercise')).status).toBe(400);
    expect((await askFlags(null, 'mouse-action')).status).toBe(401);
  });
});
