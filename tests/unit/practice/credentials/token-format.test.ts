import { describe, expect, it } from 'vitest';
import { bearerKindOf, bearerTokenOf, presentsPracticeCredential } from '@/lib/practice/credentials/token-format';
import { credentialNameSchema } from '@/lib/validation/practice-credentials';

// How practice credentials are told apart (lib/practice/credentials/token-format.ts) and the one name rule shared by
// the panel's form and the handlers (lib/validation/practice-credentials.ts).

const body = 'A'.repeat(43);

describe('the bearer token of an Authorization header', () => {
  it('is the token after a case-insensitive Bearer scheme, or null', () => {
    expect(bearerTokenOf(`Bearer qap_${body}`)).toBe(`qap_${body}`);
    expect(bearerTokenOf(`bearer   qao_${body}  `)).toBe(`qao_${body}`);
    for (const header of [null, undefined, '', 'Bearer', 'Bearer ', `Basic qap_${body}`, `Bearer a b`]) expect(bearerTokenOf(header)).toBeNull();
  });

  it('is a personal token (qap_) or an OAuth access token (qao_) only with 43 base64url characters', () => {
    expect(bearerKindOf(`qap_${body}`)).toBe('token');
    expect(bearerKindOf(`qao_${'-_'.repeat(21)}x`)).toBe('oauth');
    for (const token of [`qas_${body}`, `qap_${body}A`, `qap_${body.slice(1)}`, `qap_${body.slice(1)}=`, 'qap_', body]) expect(bearerKindOf(token)).toBeNull();
  });

  it('marks any qap_ or qao_ bearer as a practice credential, even a malformed one: it is never a session', () => {
    expect(presentsPracticeCredential(`Bearer qap_${body}`)).toBe(true);
    expect(presentsPracticeCredential('Bearer qao_short')).toBe(true);
    expect(presentsPracticeCredential('Bearer some-session-token.signature')).toBe(false);
    expect(presentsPracticeCredential(null)).toBe(false);
  });
});

describe('a credential name', () => {
  const messageOf = (name: unknown) => {
    const result = credentialNameSchema.safeParse({ name });
    return result.success ? null : result.error.issues[0].message;
  };

  it('is trimmed and 1 to 60 characters', () => {
    expect(credentialNameSchema.parse({ name: '  Postman  ' })).toEqual({ name: 'Postman' });
    expect(messageOf('x'.repeat(60))).toBeNull();
    expect(messageOf('x'.repeat(61))).toBe('Keep the name to 60 characters or fewer.');
    expect(messageOf('   ')).toBe('Give it a name, such as "Postman" or "CI suite".');
    expect(messageOf(undefined)).toBe('Give it a name, such as "Postman" or "CI suite".');
  });

  it('refuses control characters', () => {
    expect(messageOf('CI\u0000suite')).toMatch(/control characters/);
  });
});
