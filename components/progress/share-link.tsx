'use client';

import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { useInteractive } from '@/components/ui/use-interactive';
import { CERTIFICATE_MSG } from '@/lib/messages';

/**
 * Shares a certificate's verification link (docs/product.md#certificates): the device's share sheet where the browser
 * has one (phones), the clipboard otherwise. The link itself is on the page too, to select and copy by hand.
 */
export function ShareLink({ url, courseName }: { url: string; courseName: string }) {
  const interactive = useInteractive();
  const [status, setStatus] = useState('');

  async function share() {
    setStatus('');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `QA Academy certificate: ${courseName}`, url });
        return;
      } catch (error) {
        // The learner closed the share sheet: nothing to say.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(CERTIFICATE_MSG.linkCopied);
    } catch {
      setStatus(CERTIFICATE_MSG.copyFailed);
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <button type="button" onClick={share} disabled={!interactive} data-test="certificate-share" className={buttonClasses('secondary', 'sm')}>
        Share verification link
      </button>
      <span role="status" className="text-sm text-slate-700" data-test="certificate-share-status">
        {status}
      </span>
    </span>
  );
}
