'use client';

import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { AltchaWidgetElement } from 'altcha';

export interface CaptchaHandle {
  /** Back to unticked; a used solution is refused by the server, so each submission needs a new one. */
  reset(): void;
}

interface CaptchaWidgetProps {
  /** The ALTCHA payload once verified, null whenever there is none (reset, expired, error). */
  onChange(payload: string | null): void;
  error?: string;
  ref?: Ref<CaptchaHandle>;
}

type StateChange = CustomEvent<{ state: string; payload: string | null }>;

/**
 * The ALTCHA proof-of-work checkbox. The widget script defines a custom element that needs `window`,
 * so it is loaded after hydration; until then the server-rendered element is an empty box of the
 * same size, so nothing shifts when it appears.
 */
export function CaptchaWidget({ onChange, error, ref }: CaptchaWidgetProps) {
  const widget = useRef<HTMLElement>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const report = useEffectEvent((payload: string | null) => onChange(payload));

  useEffect(() => {
    import('altcha').catch(() => setLoadFailed(true));
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      report(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, []);

  useImperativeHandle(ref, () => ({ reset: () => (widget.current as AltchaWidgetElement | null)?.reset?.() }), []);

  return (
    <div role="group" aria-labelledby="contact-captcha-label" aria-describedby={error ? 'contact-captcha-error' : undefined}>
      <p id="contact-captcha-label" className="mb-1 text-sm font-medium text-slate-700">
        Verification
      </p>
      <div className="min-h-[70px]">
        <altcha-widget ref={widget} challenge="/api/captcha/challenge" data-test="contact-captcha" />
      </div>
      {loadFailed ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          The verification could not load. Please check your connection and reload the page.
        </p>
      ) : null}
      {error ? (
        <p id="contact-captcha-error" role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
