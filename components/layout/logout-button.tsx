'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { logout } from '@/components/auth/logout';

interface LogoutButtonProps {
  className?: string;
  /** Runs before the request, e.g. to close the mobile menu that holds the button. */
  onStart?: () => void;
}

/** One Logout control for the banner, the mobile menu and the portal sidebar (docs/product.md#site-layout). */
export function LogoutButton({ className, onStart }: LogoutButtonProps) {
  const router = useRouter();
  // A second click while the request runs would send a second logout; the button waits instead.
  const [pending, setPending] = useState(false);

  async function handleClick() {
    setPending(true);
    onStart?.();
    try {
      await logout(router.push);
    } finally {
      setPending(false);
    }
  }

  return (
    <button type="button" onClick={handleClick} disabled={pending} aria-busy={pending} className={className}>
      {pending ? 'Logging out…' : 'Logout'}
    </button>
  );
}
