import { afterEach, describe, expect, it } from 'vitest';
import { withRoute } from '@/lib/api/route';
import { resetEnvCache } from '@/lib/env';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { POST as forgot } from '@/app/api/auth/forgot-password/route';
import { call } from '../helpers/http';
import { prefillRateWindow } from '../helpers/rate-window';
import { setupFreshDatabase } from '../helpers/test-db';

setupFreshDatabase();

const write = withRoute({ access: 'public' }, () => ({ ok: true }));
const foreignWrite = (headers: Record<string, string>) =>
  call(write, { method: 'POST', body: {}, headers: { origin: 'http://evil.example', host: 'localhost:3000', ...headers } });

function withHops(hops: string | undefined) {
  if (hops === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = hops;
  resetEnvCache();
}

afterEach(() => withHops(undefined));

describe('forwarded headers count only behind trusted proxies', () => {
  it('without TRUSTED_PROXY_HOPS, a forged X-Forwarded-Host does not pass the origin check', async () => {
    const forged = await foreignWrite({ 'x-forwarded-host': 'evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.json.message).toMatch(/cross-site/i);
  });

  it('behind a trusted proxy, the host it forwards is the one compared', async () => {
    withHops('1');
    expect((await foreignWrite({ 'x-forwarded-host': 'evil.example' })).status).toBe(200);
    expect((await foreignWrite({ 'x-forwarded-host': 'localhost:3000' })).status).toBe(403);
  });
});

describe('an IPv6 /64 is one client for every address limit', () => {
  it('addresses of one /64 share the bucket; another /64 has its own', async () => {
    const rule = RATE_RULES.forgotPerIp;
    await prefillRateWindow(rule, '2001:db8:aa:1::/64', rule.max);
    const sameNetwork = await call(forgot, { body: { email: 'six@example.com' }, ip: '2001:db8:aa:1:dead:beef:0:7' });
    expect(sameNetwork.status).toBe(429);
    const spelledOut = await call(forgot, { body: { email: 'six@example.com' }, ip: '2001:0db8:00aa:0001:ffff::1' });
    expect(spelledOut.status).toBe(429);
    const otherNetwork = await call(forgot, { body: { email: 'six@example.com' }, ip: '2001:db8:aa:2::7' });
    expect(otherNetwork.status).toBe(200);
  });

  it('an IPv4 client, also written IPv4-mapped, stays one address', async () => {
    const rule = RATE_RULES.forgotPerIp;
    await prefillRateWindow(rule, '192.0.2.44', rule.max);
    expect((await call(forgot, { body: { email: 'four@example.com' }, ip: '::ffff:192.0.2.44' })).status).toBe(429);
    expect((await call(forgot, { body: { email: 'four@example.com' }, ip: '::ffff:192.0.2.45' })).status).toBe(200);
  });
});
