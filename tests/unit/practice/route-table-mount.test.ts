import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { practiceRoute } from '@/lib/practice/practice-route';
import { matchRoute, mountTable } from '@/lib/practice/routes/mount';
import type { RouteTable } from '@/lib/practice/routes/table';

// docs/architecture.md#route-tables: a new API exercise is a table in its folder; mounting it is all the lab does.
// A made-up exercise's table, mounted as the catch-all mounts every exercise's: the path Next would pick, its
// dynamic segments, HEAD by GET, and the methods it does not implement refused with Allow.

const itemId = z.object({ id: z.coerce.number().int().positive() });
const SAMPLE: RouteTable = [
  {
    path: '/api/practice/v1/sample/items',
    writesState: true,
    handlers: {
      GET: practiceRoute({ access: 'public' }, () => ({ items: [] })),
      POST: practiceRoute({ access: 'public' }, () => Response.json({ created: true }, { status: 201 })),
    },
  },
  { path: '/api/practice/v1/sample/items/[id]', params: itemId, handlers: { GET: practiceRoute({ access: 'public', params: itemId }, ({ params }) => ({ id: params.id })) } },
  { path: '/api/practice/v1/sample/items/export.csv', handlers: { GET: practiceRoute({ access: 'public' }, () => new Response('id\n', { headers: { 'Content-Type': 'text/csv' } })) } },
];
const mounted = mountTable(SAMPLE);
const parts = (pathname: string) => pathname.split('/').slice(1);
const send = (method: string, pathname: string) => {
  const matched = matchRoute(mounted, parts(pathname))!;
  const request = new Request(`http://localhost:3000${pathname}`, { method, headers: { 'x-qa-peer-ip': '203.0.113.7' } });
  return matched.mounted.methods[method as 'GET'](request, { params: Promise.resolve(matched.params) });
};

describe('a route table, mounted', () => {
  it('picks the path as Next would: a literal segment before a dynamic one; nothing for a path it does not have', () => {
    expect(matchRoute(mounted, parts('/api/practice/v1/sample/items/export.csv'))?.mounted.route.path).toBe('/api/practice/v1/sample/items/export.csv');
    expect(matchRoute(mounted, parts('/api/practice/v1/sample/items/7'))).toMatchObject({ mounted: { route: { path: '/api/practice/v1/sample/items/[id]' } }, params: { id: '7' } });
    expect(matchRoute(mounted, parts('/api/practice/v1/sample'))).toBeNull();
    expect(matchRoute(mounted, parts('/api/practice/v1/sample/items/7/more'))).toBeNull();
  });

  it("answers with the entry's handlers, HEAD by GET, and its params schema's 404", async () => {
    expect(await (await send('GET', '/api/practice/v1/sample/items/7')).json()).toEqual({ id: 7 });
    expect((await send('POST', '/api/practice/v1/sample/items')).status).toBe(201);
    expect((await send('HEAD', '/api/practice/v1/sample/items')).status).toBe(200);
    const malformed = await send('GET', '/api/practice/v1/sample/items/seven');
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a method the entry does not implement with 405 and Allow, and OPTIONS lists them', async () => {
    const refused = await send('DELETE', '/api/practice/v1/sample/items');
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect(await refused.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    const options = await send('OPTIONS', '/api/practice/v1/sample/items/7');
    expect(options.status).toBe(200);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});
