import 'server-only';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A learner's successful write to a practice API may complete its exercise (docs/architecture.md#progress-and-certificates):
 * withRoute hands it to progress once the reply is made. Progress is imported when first needed: it reads the exercise
 * registry, whose modules import withRoute.
 */
export async function notePracticeWrite(userId: string, request: Request): Promise<void> {
  if (READ_METHODS.has(request.method)) return;
  const { afterPracticeWrite } = await import('../progress/practice-write-hook');
  await afterPracticeWrite(userId, new URL(request.url).pathname);
}
