'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { unsealPlanted, type SealedPlanted } from '@/lib/practice/defects/sealed-flags';

const noSubscription = () => () => {};

/**
 * A bare Frames & Alert page's planted-defect flags from the sealed value it was served (docs/architecture.md#defects-one-at-a-time):
 * null in the server's HTML and during hydration, so the HTML is the clean page in every round; the flags in the
 * render right after hydration, the same one in which useInteractive() turns true, so a control that waits for
 * hydration already meets the live defect.
 */
export function useUnsealedPlanted(sealed: SealedPlanted | undefined): Readonly<Record<string, boolean>> | null {
  const keys = sealed?.keys.join('\n');
  const value = sealed?.sealed;
  // Unsealed once per value, so the snapshot is the same object until the page is served another one.
  const flags = useMemo(() => (keys === undefined || value === undefined ? null : unsealPlanted({ keys: keys === '' ? [] : keys.split('\n'), sealed: value })), [keys, value]);
  return useSyncExternalStore(
    noSubscription,
    () => flags,
    () => null,
  );
}
