'use client';

import { fetchReply } from '@/lib/client/post-json';
import { unsealPlanted, type SealedPlanted } from '@/lib/practice/defects/sealed-flags';
import type { HostedExercise } from '@/lib/practice/registry';
import type { PagePlanted } from './practice-session';

/** GET …/page-flags: the exercise page's flags as they are now, sealed like the page's own (docs/architecture.md#defects-one-at-a-time). */
export const PAGE_FLAGS_URL = '/api/practice/v1/page-flags';

/**
 * What the page plants after the learner turned the switch, asked of the server rather than guessed: the switch moves
 * every flag unless a pin (a scoring round) sets it aside, and only the server knows which, so the page itself
 * carries no hint of a pin. Null when the server could not be asked.
 */
export async function askPageFlags(exercise: HostedExercise): Promise<PagePlanted | null> {
  const reply = await fetchReply<{ planted?: SealedPlanted }>(`${PAGE_FLAGS_URL}?exercise=${encodeURIComponent(exercise)}`);
  const sealed = reply.status === 200 ? reply.data?.planted : undefined;
  return sealed && Array.isArray(sealed.keys) && typeof sealed.sealed === 'string' ? unsealPlanted(sealed) : null;
}
