import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { practiceOauthClients } from '@/lib/db/schema';
import { PRACTICE_LIMIT } from '@/lib/practice/learner-limit';
import { clients, newClientOf } from '@/tests/helpers/practice-credentials';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { employeeClient, faultOf, serveEmployeeService } from './soap-client';

// docs/practice/employee-wsdl.md#authentication: WS-Security's UsernameToken as the UsernameToken Profile 1.1 has it.
// A PasswordDigest (Base64(SHA-1(nonce + created + password))) with its Nonce and Created opens the learner's staff;
// a nonce already accepted is a replay (wsse:FailedAuthentication), and a Created more than 5 minutes from the
// service's clock is wsu:MessageExpired. The digests come from the soap package's own WSSecurity, a client written
// to the profile by others; a token with a chosen Created is written here, with the profile's formula.

setupFreshDatabase();
serveEmployeeService();

const DIGEST = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const WSU = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd';

/** A UsernameToken with a PasswordDigest of `secret`, Created `minutesAgo` before now (negative: ahead). */
function digestToken(clientId: string, secret: string, minutesAgo: number, nonce = randomBytes(16)): string {
  const created = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const digest = createHash('sha1').update(Buffer.concat([nonce, Buffer.from(created + secret, 'utf8')])).digest('base64');
  return (
    `<wsse:UsernameToken xmlns:wsse="${WSSE}" xmlns:wsu="${WSU}"><wsse:Username>${clientId}</wsse:Username>` +
    `<wsse:Password Type="${DIGEST}">${digest}</wsse:Password><wsse:Nonce>${nonce.toString('base64')}</wsse:Nonce>` +
    `<wsu:Created>${created}</wsu:Created></wsse:UsernameToken>`
  );
}

/** Puts `token` in place of the client's own UsernameToken. */
const withToken = (token: string) => ({ postProcess: (xml: string) => xml.replace(/<wsse:UsernameToken\b.*<\/wsse:UsernameToken>/s, token) });

async function learnerWithClient() {
  const ann = await createLoggedInUser();
  return { ann, client: await newClientOf(ann) };
}

describe('PasswordDigest', () => {
  it('the soap package\'s PasswordDigest with Nonce and Created opens the learner\'s staff, in SOAP 1.1 and 1.2, and counts against the request limit', async () => {
    const { client } = await learnerWithClient();
    for (const version of ['1.1', '1.2'] as const) {
      const soap = await employeeClient({ version, wsSecurity: { username: client.clientId, password: client.clientSecret, passwordType: 'PasswordDigest' } });
      const [reply] = await soap.GetEmployeeAsync({ id: 3 });
      expect(reply.employee.id).toBe('3');
      expect(soap.lastRequest).toContain('#PasswordDigest');
      expect(soap.lastRequest).toContain('wsse:Nonce');
      expect(soap.lastRequest).not.toContain(client.clientSecret);
      // Counted for the learner: the limit's headers say so, and this call is in the window (whenever it opened).
      expect(soap.lastResponseHeaders?.['ratelimit-limit']).toBe(String(PRACTICE_LIMIT.requests));
      expect(Number(soap.lastResponseHeaders?.['ratelimit-remaining'])).toBeLessThan(PRACTICE_LIMIT.requests);
    }
  });

  it('a digest without a Nonce or a Created cannot be checked and is refused', async () => {
    const { client } = await learnerWithClient();
    const soap = await employeeClient({ wsSecurity: { username: client.clientId, password: client.clientSecret, passwordType: 'PasswordDigest' } });
    const noNonce = await faultOf(soap.GetEmployeeAsync({ id: 1 }, { postProcess: (xml: string) => xml.replace(/<wsse:Nonce\b.*<\/wsse:Nonce>/s, '') }));
    expect(noNonce).toMatchObject({ status: 401, code: 'wsse:FailedAuthentication', faultCode: 'INVALID_CREDENTIALS' });
    expect(noNonce.reason).toMatch(/^A PasswordDigest needs a wsse:Nonce/);
  });

  it('a client whose secret was stored before digests were supported is told to rotate it; once rotated, its digest opens', async () => {
    const { ann, client } = await learnerWithClient();
    const db = await getDb();
    await db.update(practiceOauthClients).set({ secretSealed: null }).where(eq(practiceOauthClients.clientId, client.clientId));
    const old = await employeeClient({ wsSecurity: { username: client.clientId, password: client.clientSecret, passwordType: 'PasswordDigest' } });
    expect((await faultOf(old.GetEmployeeAsync({ id: 1 }))).reason).toMatch(/rotate the secret/);
    const rotated = (await clients.rotate(ann, client.id)).json.clientSecret as string;
    const renewed = await employeeClient({ wsSecurity: { username: client.clientId, password: rotated, passwordType: 'PasswordDigest' } });
    expect((await renewed.GetEmployeeAsync({ id: 1 }))[0].employee.id).toBe('1');
  });
});

describe('replays and stale messages', () => {
  it('the same signed message sent again is refused: its nonce was already used (PasswordDigest and PasswordText with a Nonce)', async () => {
    const { client } = await learnerWithClient();
    const digest = await employeeClient({ wsSecurity: { username: client.clientId, password: client.clientSecret, passwordType: 'PasswordDigest' } });
    await digest.GetEmployeeAsync({ id: 1 });
    const sent = digest.lastRequest!;
    const replayed = await faultOf(digest.GetEmployeeAsync({ id: 1 }, { postProcess: () => sent }));
    expect(replayed).toMatchObject({ status: 401, code: 'wsse:FailedAuthentication', faultCode: 'INVALID_CREDENTIALS' });
    expect(replayed.reason).toBe('This wsse:Nonce was already used: every request needs a new one (a replayed message is refused).');
    // A fresh nonce from the same client is accepted: only the repeated one is refused.
    expect((await digest.GetEmployeeAsync({ id: 1 }))[0].employee.id).toBe('1');

    const text = await employeeClient({ version: '1.2', wsSecurity: { username: client.clientId, password: client.clientSecret } });
    text.setSecurity(new (await import('soap')).WSSecurity(client.clientId, client.clientSecret, { passwordType: 'PasswordText', hasNonce: true }));
    await text.GetEmployeeAsync({ id: 1 });
    const textSent = text.lastRequest!;
    expect(textSent).toContain('wsse:Nonce');
    const textReplayed = await faultOf(text.GetEmployeeAsync({ id: 1 }, { postProcess: () => textSent }));
    expect(textReplayed).toMatchObject({ status: 401, code: 'env:Sender', subcode: 'wsse:FailedAuthentication', faultCode: 'INVALID_CREDENTIALS' });
  });

  it('a Created more than 5 minutes from the service\'s clock, past or ahead, is wsu:MessageExpired; within them it is accepted', async () => {
    const { client } = await learnerWithClient();
    for (const version of ['1.1', '1.2'] as const) {
      const soap = await employeeClient({ version, wsSecurity: { username: client.clientId, password: client.clientSecret, passwordType: 'PasswordDigest' } });
      for (const minutesAgo of [6, -6]) {
        const stale = await faultOf(soap.GetEmployeeAsync({ id: 1 }, withToken(digestToken(client.clientId, client.clientSecret, minutesAgo))));
        expect(stale, `${version} ${minutesAgo}`).toMatchObject({ status: 401, faultCode: 'MESSAGE_EXPIRED' });
        if (version === '1.1') expect(stale.code).toBe('wsu:MessageExpired');
        else expect(stale).toMatchObject({ code: 'env:Sender', subcode: 'wsu:MessageExpired' });
        expect(stale.reason).toMatch(/wsu:Created is more than 5 minutes from the service's clock/);
      }
      const [fresh] = await soap.GetEmployeeAsync({ id: 2 }, withToken(digestToken(client.clientId, client.clientSecret, 4)));
      expect(fresh.employee.id).toBe('2');
    }
  });

  it('a PasswordText with a stale Created is refused too', async () => {
    const { client } = await learnerWithClient();
    const soap = await employeeClient({ wsSecurity: { username: client.clientId, password: client.clientSecret } });
    const old = new Date(Date.now() - 10 * 60_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const stale = await faultOf(soap.GetEmployeeAsync({ id: 1 }, { postProcess: (xml: string) => xml.replace(/(<wsse:UsernameToken\b.*<wsu:Created>)[^<]+/s, `$1${old}`) }));
    expect(stale).toMatchObject({ status: 401, code: 'wsu:MessageExpired', faultCode: 'MESSAGE_EXPIRED' });
  });
});
