import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { recordDefectEvidence } from '@/lib/practice/bug-hunt/evidence';
import { isBugModeOn } from '@/lib/practice/bug-mode';
import { searchFlights } from '@/lib/practice/exercises/reservation/server/service';
import { pause, resultsDelayMs } from '@/lib/practice/exercises/reservation/timing';

// GET /api/practice/v1/reservation/flights?from&to&date&passengers → { search, range, flights }: the 12 flights
// of a search, after the fixed delay the task sheet states. A wrong field answers 400 at once, with field messages.
export const GET = withRoute({ access: 'user' }, async ({ request, session }) => {
  const params = new URL(request.url).searchParams;
  const query = Object.fromEntries(['from', 'to', 'date', 'passengers'].map((key) => [key, params.get(key) ?? undefined]));
  const result = searchFlights(query);
  const bugMode = await isBugModeOn(session.identity.userId);
  // RES-07: the search answers five times as slowly with the bugs live.
  if (bugMode) await recordDefectEvidence(session.identity.userId, 'RES-07');
  await pause(resultsDelayMs(bugMode));
  return result;
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
