'use client';

import { fetchReply } from '@/lib/client/post-json';
import { unsealPlanted, type SealedPlanted } from '@/lib/practice/defects/sealed-flags';
import type { HostedExercise } from '@/lib/practice/registry';

/** GET …/page-flags: the learner's part of an exercise page (docs/architecture.md#shared-exercise-pages). */
export const PAGE_FLAGS_URL = '/api/practice/v1/page-flags';

/** What an exercise page starts from: the learner's switch, the page's flags unsealed, and the learner's id. */
export interface PageStart {
  bugMode: boolean;
  planted: Readonly<Record<string, boolean>>;
  learner: string;
}

export type PageStartReply = { ok: true; start: PageStart } | { ok: false; status: number };

interface PageFlagsBody {
  bugMode?: unknown;
  planted?: SealedPlanted;
  learner?: unknown;
}

/**
 * Asked as the page loads, and again after the learner turned the switch: what the page plants is the server's to say
 * (a pin, in a scoring round, sets the switch aside, and only the server knows), so the page carries no hint of a pin.
 * `status` 0 when the server could not be reached.
 */
export async function askPageStart(exercise: HostedExercise): Promise<PageStartReply> {
  const reply = await fetchReply<PageFlagsBody>(`${PAGE_FLAGS_URL}?exercise=${encodeURIComponent(exercise)}`);
  const { bugMode, planted, learner } = reply.data ?? {};
  const wellFormed =
    reply.status === 200 && typeof bugMode === 'boolean' && typeof learner === 'string' && !!planted && Array.isArray(planted.keys) && typeof planted.sealed === 'string';
  if (!wellFormed) return { ok: false, status: reply.status === 200 ? 502 : reply.status };
  return { ok: true, start: { bugMode, learner, planted: unsealPlanted(planted) } };
}
