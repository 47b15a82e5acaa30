'use client';

import { clearIdentity } from './identity-store';

/** Logout (docs/product.md#site-layout): call the server, clear the identity, go to the login page. */
export async function logout(navigate: (path: string) => void): Promise<void> {
  try {
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' });
  } finally {
    clearIdentity();
    navigate('/login');
  }
}
