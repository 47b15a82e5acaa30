import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isValidElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { POST as resetRoute } from '@/app/api/practice/v1/[exercise]/reset/route';
import { ExercisePage } from '@/components/practice/exercise-page';
import { practiceFiles, practiceState } from '@/lib/db/schema';
import { currentVersion, EXERCISES, exercisePath, HOSTED_EXERCISES, type HostedExercise } from '@/lib/practice/registry';
import { SERVER_EXERCISES } from '@/lib/practice/server-registry';
import { practiceCaller } from '@/tests/helpers/practice-http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import type { ExerciseJourney } from './journey';

// docs/architecture.md#practice-lab: every exercise the registry lists is whole. For each, without naming
// any: its pages answer, its API is reached, it has a task sheet and a documentation page, its clean
// journey counts as completed, and its reset empties what it stored. An exercise missing from the registry
// fails the second test (its folder has no registered descriptor); one missing a piece fails the first.

const getDb = setupFreshDatabase();
const ROOT = process.cwd();
const call = practiceCaller('v1');

// The page modules read the learner's cookie through next/headers; here it is the test learner's.
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current, cookies: async () => ({ get: () => undefined }) }));

const journeys = import.meta.glob<ExerciseJourney>('./*/journey.ts', { import: 'journey', eager: true });

function actAs(user: TestUser) {
  requestHeaders.current = new Headers({ cookie: user.cookie });
}

afterEach(() => {
  requestHeaders.current = new Headers();
});

async function pageModule(...segments: string[]): Promise<{ default: () => unknown }> {
  const file = path.join(ROOT, 'app/(portal)/student/practice', ...segments, 'page.tsx');
  expect(existsSync(file), path.relative(ROOT, file)).toBe(true);
  return import(file);
}

/** Where a page sent the learner, or null when it rendered. */
async function renderOrRedirect(page: { default: () => unknown }): Promise<{ element: unknown; redirectedTo: string | null }> {
  try {
    return { element: await page.default(), redirectedTo: null };
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? '');
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    return { element: null, redirectedTo: digest.split(';')[2] };
  }
}

async function storedRows(userId: string, exercise: HostedExercise): Promise<number> {
  const db = getDb();
  const states = await db.select().from(practiceState).where(and(eq(practiceState.userId, userId), eq(practiceState.exercise, exercise)));
  const files = await db.select().from(practiceFiles).where(and(eq(practiceFiles.userId, userId), eq(practiceFiles.exercise, exercise)));
  return states.length + files.length;
}

describe.each(HOSTED_EXERCISES)('registered exercise %s', (exercise) => {
  const info = EXERCISES[exercise];
  const server = SERVER_EXERCISES[exercise];

  it('is the same exercise in both registries, with a task sheet and a documentation page', () => {
    expect(server.descriptor).toBe(info);
    expect(server.taskSheet.selectors.length).toBeGreaterThan(0);
    expect(server.taskSheet.errorCodes.length).toBeGreaterThan(0);
    expect(existsSync(path.join(ROOT, 'docs/practice', `${exercise}.md`)), `docs/practice/${exercise}.md`).toBe(true);
  });

  it('answers its pages: the bare link leads to the current version, which renders in the lab frame', async () => {
    const ann = await createLoggedInUser();
    actAs(ann);
    const bare = await renderOrRedirect(await pageModule(info.link));
    if (bare.redirectedTo !== null) expect(bare.redirectedTo).toBe(exercisePath(exercise));
    for (const version of info.versions) {
      const { element, redirectedTo } = await renderOrRedirect(await pageModule(info.link, version));
      expect(redirectedTo).toBeNull();
      const frame = element as ReactElement<{ exercise: string; version: string; children: unknown }>;
      expect(isValidElement(frame) && frame.type === ExercisePage, `${info.link}/${version} renders ExercisePage`).toBe(true);
      expect(frame.props).toMatchObject({ exercise, version });
      // The frame itself: the role check passes and the task sheet comes from the server registry.
      const rendered = (await ExercisePage(frame.props as Parameters<typeof ExercisePage>[0])) as ReactElement<{ 'data-test': string }>;
      expect(rendered.props['data-test']).toBe(`exercise-${exercise}`);
    }
    expect(currentVersion(exercise)).toBe(info.versions.at(-1));
  });

  it('reaches its API, counts the clean journey as completed, and a reset empties its state', async () => {
    const journey = journeys[`./${exercise}/journey.ts`];
    expect(journey, `tests/integration/practice/${exercise}/journey.ts`).toBeDefined();
    // Its route table's paths live under its id, or under the resource name its descriptor gives (`api`, a REST
    // exercise's), or at the address it names outside /api/practice/v1 (`apiPath`, the SOAP service's one endpoint).
    const apiBase = info.apiPath ?? `/api/practice/v1/${info.api ?? exercise}`;
    const routePaths = (SERVER_EXERCISES[exercise].routes ?? []).map((route) => route.path);
    expect(routePaths.length, `${exercise}'s route table`).toBeGreaterThan(0);
    expect(routePaths.filter((routePath) => routePath !== apiBase && !routePath.startsWith(`${apiBase}/`)), apiBase).toEqual([]);

    const ann = await createLoggedInUser();
    expect(await server.isCompleted(ann.id)).toBe(false);
    expect(await journey.complete(ann)).toBeLessThan(300);
    expect(await server.isCompleted(ann.id)).toBe(true);
    expect(await storedRows(ann.id, exercise)).toBeGreaterThan(0);

    const reset = await call(resetRoute, { method: 'POST', cookie: ann.cookie, params: { exercise } });
    expect(reset.status).toBe(200);
    expect(await storedRows(ann.id, exercise)).toBe(0);
    expect(await server.isCompleted(ann.id)).toBe(false);
  });
});

describe('the registry', () => {
  it('lists every exercise folder, and every journey in the tests belongs to a listed exercise', () => {
    const folders = readdirSync(path.join(ROOT, 'lib/practice/exercises')).filter((entry) =>
      existsSync(path.join(ROOT, 'lib/practice/exercises', entry, 'descriptor.ts')),
    );
    expect([...folders].sort()).toEqual([...HOSTED_EXERCISES].sort());
    expect(Object.keys(journeys).map((key) => key.split('/')[1]).sort()).toEqual([...HOSTED_EXERCISES].sort());
  });
});
