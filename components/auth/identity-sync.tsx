'use client';

import { useEffect } from 'react';
import type { Identity } from '@/lib/auth/identity';
import { clearIdentity, setIdentity, useIdentity } from './identity-store';

/**
 * Keeps the stored identity honest: once per page load it asks the server who the session belongs to.
 * An expired or revoked session (401) logs the browser out; a changed flag (e.g. payment) is refreshed.
 */
export function IdentitySync() {
  const identity = useIdentity();
  const userId = identity?.userId;
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    fetch('/api/auth/me', { credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => {
        if (response.status === 401) clearIdentity();
        else if (response.ok) setIdentity((await response.json()) as Identity);
      })
      .catch(() => {
        // offline or aborted: keep what we have; the server still guards every request
      });
    return () => controller.abort();
  }, [userId]);
  return null;
}
