'use client';

import { useEffect, useRef, useState } from 'react';

// The practice API's browsable reference (docs/architecture.md#api-contract): Swagger UI, loaded from this site
// (/api/docs-ui/, the installed swagger-ui-dist package), reading the generated OpenAPI document. The script is
// added by this component, which the page's nonce already trusts, so the CSP's 'strict-dynamic' admits it; nothing
// comes from another host. "Try it out" calls the API from this page with the token given under Authorize.

interface SwaggerUiOptions {
  domNode: HTMLElement;
  url: string;
  deepLinking: boolean;
  validatorUrl: null;
  displayRequestDuration: boolean;
  defaultModelsExpandDepth: number;
  onComplete: () => void;
}
type SwaggerUiBundle = (options: SwaggerUiOptions) => unknown;

const ASSETS = '/api/docs-ui';

/** Adds a tag to the head once (another visit to the page finds it there). */
function addOnce<T extends HTMLElement>(id: string, make: () => T): { element: T; added: boolean } {
  const existing = document.getElementById(id) as T | null;
  if (existing) return { element: existing, added: false };
  const element = make();
  element.id = id;
  document.head.append(element);
  return { element, added: true };
}

type Status = 'loading' | 'ready' | 'failed';

export function ApiReference({ documentUrl }: { documentUrl: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    let live = true;
    const start = () => {
      const bundle = (window as unknown as { SwaggerUIBundle?: SwaggerUiBundle }).SwaggerUIBundle;
      if (!bundle || !host.current) return setStatus('failed');
      bundle({
        domNode: host.current,
        url: documentUrl,
        deepLinking: true,
        // Swagger UI would otherwise send the document to a validator on another host.
        validatorUrl: null,
        displayRequestDuration: true,
        defaultModelsExpandDepth: 0,
        onComplete: () => live && setStatus('ready'),
      });
    };
    addOnce('swagger-ui-css', () => Object.assign(document.createElement('link'), { rel: 'stylesheet', href: `${ASSETS}/swagger-ui.css` }));
    const { element: script, added } = addOnce('swagger-ui-js', () => Object.assign(document.createElement('script'), { src: `${ASSETS}/swagger-ui-bundle.js`, async: true }));
    if (!added && 'SwaggerUIBundle' in window) start();
    else {
      script.addEventListener('load', start, { once: true });
      script.addEventListener('error', () => live && setStatus('failed'), { once: true });
    }
    return () => {
      live = false;
    };
  }, [documentUrl]);

  return (
    <div data-test="api-reference" data-state={status} aria-busy={status === 'loading'}>
      {status === 'loading' ? (
        <p role="status" className="text-slate-700" data-test="api-reference-loading">
          Loading the API reference…
        </p>
      ) : null}
      {status === 'failed' ? (
        <p role="alert" className="text-red-700" data-test="api-reference-error">
          The reference could not be loaded. The document itself is at <a className="underline" href={documentUrl}>{documentUrl}</a>.
        </p>
      ) : null}
      <div ref={host} className="api-reference-ui" />
    </div>
  );
}
