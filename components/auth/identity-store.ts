'use client';

import { useSyncExternalStore } from 'react';
import type { Identity } from '@/lib/auth/identity';

// The identity lives in localStorage so every tab shows the same logged-in state. It is display
// data only: the server checks the session cookie on every page and request.
const STORAGE_KEY = 'qa-academy.identity';
const EMAIL_KEY = 'qa-academy.email';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedValue: Identity | null = null;

function read(): Identity | null {
  const raw = window.localStorage.getItem(STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedValue = raw ? (JSON.parse(raw) as Identity) : null;
    } catch {
      cachedValue = null;
    }
  }
  return cachedValue;
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useIdentity(): Identity | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

export function setIdentity(identity: Identity): void {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(identity));
  notify();
}

export function clearIdentity(): void {
  window.localStorage.removeItem(STORAGE_KEY);
  notify();
}

/** docs/product.md#login-and-logout: the login (and registration) e-mail is kept separately, e.g. for /verifyEmail. */
export function rememberEmail(email: string): void {
  window.localStorage.setItem(EMAIL_KEY, email);
}

export function rememberedEmail(): string {
  return typeof window === 'undefined' ? '' : (window.localStorage.getItem(EMAIL_KEY) ?? '');
}
