'use client';

import { useEffect, useRef, useState } from 'react';
import { makeSwaggerUiAccessible } from './swagger-ui-accessible';
import './api-reference.css';

// A browsable API reference (docs/architecture.md#api-contract): the practice API's at /practice/api-docs, the whole
// site's at /api-docs (docs/architecture.md#rest-api-document). Swagger UI, loaded from this site
// (/api/docs-ui/, the installed swagger-ui-dist package), reading the generated OpenAPI document. The script is
// added by this component, which the page's nonce already trusts, so the CSP's 'strict-dynamic' admits it; nothing
// comes from another host. "Try it out" calls the API from this page with the token given under Authorize.

interface SwaggerUiOptions {
  domNode: HTMLElement;
  url: string;
  deepLinking: boolean;
  syntaxHighlight: { activated: boolean };
  validatorUrl: null;
  displayRequestDuration: boolean;
  defaultModelsExpandDepth: number;
  docExpansion: DocExpansion;
  onComplete: () => void;
  plugins: ((system: SwaggerUiSystem) => object)[];
}
interface SwaggerUiSystem {
  React: { createElement: (type: unknown, ...rest: unknown[]) => unknown; mainless?: boolean };
}

/**
 * Swagger UI draws its operations in a <main>, a second main landmark inside the page's own (axe: one main, at the
 * top level). Its React is the bundle's own, so this plugin has it draw that element as a <div>: once per load.
 */
function withoutSecondMain(system: SwaggerUiSystem): object {
  const react = system.React;
  if (!react.mainless) {
    const create = react.createElement;
    react.createElement = (type, ...rest) => create(type === 'main' ? 'div' : type, ...rest);
    react.mainless = true;
  }
  return {};
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

/**
 * 'list': every group open, its operations listed (the practice API). 'none': the groups alone, each opened on demand:
 * for a document as long as the whole site's API, whose open list Swagger UI would virtualize (from 150 groups and
 * operations on, only those on screen exist, so neither a reader's find-in-page nor a test sees the rest).
 */
export type DocExpansion = 'list' | 'none';

export function ApiReference({ documentUrl, docExpansion = 'list' }: { documentUrl: string; docExpansion?: DocExpansion }) {
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    let live = true;
    let observer: MutationObserver | null = null;
    const start = () => {
      const bundle = (window as unknown as { SwaggerUIBundle?: SwaggerUiBundle }).SwaggerUIBundle;
      if (!bundle || !host.current) return setStatus('failed');
      bundle({
        domNode: host.current,
        url: documentUrl,
        // A deep link would be a link inside each operation's toggle button (a control within a control, which
        // screen readers cannot reach); the ids stay, so an address with #operations-… still scrolls there.
        deepLinking: false,
        // Its highlighter's colours fail WCAG contrast on the dark example blocks; plain text there reads well.
        syntaxHighlight: { activated: false },
        // Swagger UI would otherwise send the document to a validator on another host.
        validatorUrl: null,
        displayRequestDuration: true,
        defaultModelsExpandDepth: 0,
        docExpansion,
        onComplete: () => live && setStatus('ready'),
        plugins: [withoutSecondMain],
      });
      // Swagger UI re-renders as operations open and close: each time, its markup is made accessible again.
      const fix = () => makeSwaggerUiAccessible(host.current!);
      observer = new MutationObserver(fix);
      observer.observe(host.current, { childList: true, subtree: true });
      fix();
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
      observer?.disconnect();
    };
  }, [documentUrl, docExpansion]);

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
