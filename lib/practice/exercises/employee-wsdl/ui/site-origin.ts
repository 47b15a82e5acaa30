'use client';

import { useSyncExternalStore } from 'react';

// This site's own address, for the commands and addresses the page shows: the browser's origin, once the page is
// live. The server renders a placeholder (no hydration mismatch: the first client render matches it).

const noSubscription = () => () => {};
const PLACEHOLDER_ORIGIN = 'https://this-site';

export function useSiteOrigin(): string {
  return useSyncExternalStore(noSubscription, () => window.location.origin, () => PLACEHOLDER_ORIGIN);
}
