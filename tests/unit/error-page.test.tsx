import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import RouteError from '@/app/error';

describe('the error page (app/error.tsx)', () => {
  const failure = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432 at Pool.connect (/srv/app/node_modules/pg)'), { digest: '2841930572' });
  const html = renderToStaticMarkup(<RouteError error={failure} reset={() => {}} />);

  it('apologises with a heading, a way to try again and a way home', () => {
    expect(html).toContain('<h1 class="mt-3 text-2xl font-bold text-ink">Something went wrong</h1>');
    expect(html).toMatch(/<button type="button"[^>]*data-test="error-retry"[^>]*>Try again<\/button>/);
    expect(html).toMatch(/<a href="\/"[^>]*>Back to Home<\/a>/);
    expect(html).toContain('role="alert"');
  });

  it('shows the log reference, never the error itself', () => {
    expect(html).toContain('Reference: <code>2841930572</code>');
    expect(html).not.toContain('ECONNREFUSED');
    expect(html).not.toContain('node_modules');
  });
});
