import type { DetailedHTMLProps, HTMLAttributes } from 'react';

// The exercise's two custom elements (shadow-elements.ts) as JSX tags: a host takes the usual HTML
// attributes (data-test, a ref); everything else lives in its shadow root.

type HostProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { 'data-test'?: string };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'qa-open-greeting': HostProps;
      'qa-closed-code': HostProps;
    }
  }
}
