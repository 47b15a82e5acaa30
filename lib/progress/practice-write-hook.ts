import 'server-only';
import type { NextRouteContext, RouteHandler } from '../api/route';
import { issueEarnedCertificates } from '../certificates/issue';
import { EXERCISES, HOSTED_EXERCISES, type HostedExercise } from '../practice/registry';
import { checkExerciseCompletion } from './exercise-completions';

// Exercises complete as the learner practises (docs/architecture.md#progress-and-certificates): after a successful
// write to an exercise's API (any request but a read: a SOAP service takes every operation as a POST), its completion rule is asked, so the completion is stored with the
// time it happened, and a certificate it earns is issued at once. A completed exercise costs a set lookup after.

const PRACTICE_API = '/api/practice/v1/';
/** A defect report the bug hunt may credit (docs/architecture.md#bug-hunt): a found defect can complete a rule. */
const DEFECT_REPORTS = '/api/practice/v1/bug-hunt/reports';

/**
 * The exercise whose API a path belongs to, or null: under /api/practice/v1/ its id or the folder its descriptor names
 * (`api`), or the address of an API of its own (`apiPath`, a SOAP service's one endpoint).
 */
export function exerciseOfPath(pathname: string): HostedExercise | null {
  const own = HOSTED_EXERCISES.find((id) => {
    const apiPath = (EXERCISES[id] as { apiPath?: string }).apiPath;
    return apiPath !== undefined && (pathname === apiPath || pathname.startsWith(`${apiPath}/`));
  });
  if (own) return own;
  if (!pathname.startsWith(PRACTICE_API)) return null;
  const segment = pathname.slice(PRACTICE_API.length).split('/')[0];
  return HOSTED_EXERCISES.find((id) => id === segment || EXERCISES[id].api === segment) ?? null;
}

/** Called by withRoute once a learner's write to a practice API succeeded. Never throws: the reply stands. */
export async function afterPracticeWrite(userId: string, pathname: string): Promise<void> {
  const exercise = exerciseOfPath(pathname);
  if (!exercise && pathname !== DEFECT_REPORTS) return;
  try {
    if (!exercise || (await checkExerciseCompletion(userId, exercise))) await issueEarnedCertificates(userId);
  } catch (error) {
    console.error('[progress] checking an exercise completion failed; the reply is unchanged', error);
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type AfterReply = NonNullable<NextRouteContext['afterReply']>;

/** A learner's successful write: hands it to afterPracticeWrite. */
const noteWrite: AfterReply = async ({ request, response, caller }) => {
  if (!caller || !response.ok || READ_METHODS.has(request.method)) return;
  await afterPracticeWrite(caller.userId, new URL(request.url).pathname);
};

/**
 * The handler with the after-write hook: where the lab's routes are mounted (the route tables' catch-all and route
 * files, the bug hunt's reports), a learner's successful write is handed to progress once its reply is made. Mounted
 * rather than imported by the handlers: progress reads the exercises, whose routes those handlers are.
 */
export function withPracticeWriteHook(handler: RouteHandler): RouteHandler {
  // Keeps what withRoute noted on the handler (its access and realm), for the route walk and the realm test.
  return Object.assign((request: Request, next: NextRouteContext) => handler(request, { ...next, afterReply: noteWrite }), handler);
}
