import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { INBOX_FIGURES } from '@/lib/practice/inbox/figures';
import { INBOX_MSG } from '@/lib/practice/inbox/messages';
import { deliverToInbox } from '@/lib/practice/inbox/store';
import { PRACTICE_BANK_MSG as MSG } from '@/lib/practice/exercises/practice-bank/messages';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { bank, codeIn, inbox, INBOX_PATH, messagesOf } from './bank-api';

// docs/architecture.md#practice-inbox: the messages are real MIME, read back here by a real parser (mailparser); the
// inbox API lists them after `since`, for one address, one at a time or raw, deletes them, keeps the newest 50, and
// refuses what it cannot read. Every reply is held to the practice OpenAPI document.

setupFreshDatabase();

const note = (to: string, subject: string) => ({ from: 'Lab <lab@inbox.test>', to, subject, text: `Text of ${subject}`, html: `<p>HTML of ${subject}</p>` });

describe('the practice inbox', () => {
  it('holds real MIME: headers, and a multipart/alternative body whose text and HTML parts show the same code', async () => {
    const ana = await createLoggedInUser();
    // The Date header has whole seconds: the message was dated between these two.
    const before = Math.floor(Date.now() / 1000) * 1000;
    await bank.signUp(ana, 'ana@example.com', 'Ana <Lima> & Co');
    const after = Date.now();
    const [listed] = (await messagesOf(ana)).messages;
    const raw = await inbox('GET', listed.rawUrl, ana);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('message/rfc822');
    expect(raw.headers.get('content-disposition')).toBe(`inline; filename="message-${listed.id}.eml"`);

    const parsed = await simpleParser(String(raw.json));
    expect(parsed.subject).toBe(MSG.signUpSubject);
    expect(parsed.from?.value).toEqual([{ name: 'Practice Bank', address: 'no-reply@practice-bank.test' }]);
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : null).toBe('ana@example.com');
    expect(parsed.messageId).toMatch(/^<[^@]+@inbox\.qa-academy\.test>$/);
    expect(parsed.date?.getTime()).toBeGreaterThanOrEqual(before);
    expect(parsed.date?.getTime()).toBeLessThanOrEqual(after);
    expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(parsed.headers.get('mime-version')).toBe('1.0');
    const code = codeIn(parsed.text ?? '');
    expect(parsed.text?.trim()).toBe(listed.text.trim());
    // The HTML part escapes what the learner typed, and shows the same code in its own element.
    const html = String(parsed.html);
    expect(html).toBe(listed.html);
    expect(html).toContain('Hello Ana &#60;Lima&#62; &#38; Co,');
    expect(/data-test="code"[^>]*>(\d{6})</.exec(html)?.[1]).toBe(code);
  });

  it('lists after `since`, for one address with `to`, says lastId, and reads, deletes and empties', async () => {
    const ana = await createLoggedInUser();
    const a1 = await deliverToInbox(ana.id, 'practice-bank', note('a@example.com', 'one'));
    const b1 = await deliverToInbox(ana.id, 'practice-bank', note('b@example.com', 'two'));
    const a2 = await deliverToInbox(ana.id, 'practice-bank', note('A@example.com', 'three'));

    const all = await inbox('GET', INBOX_PATH, ana);
    expect(all.headers.get('x-total-count')).toBe('3');
    expect(all.json.messages.map((m: { subject: string }) => m.subject)).toEqual(['one', 'two', 'three']);
    expect(all.json.lastId).toBe(a2.id);
    expect((await messagesOf(ana, `?since=${a1.id}`)).messages.map((m) => m.id)).toEqual([b1.id, a2.id]);
    const forA = await messagesOf(ana, `?since=${a1.id}&to=a%40example.com`);
    expect(forA).toEqual({ messages: [a2], lastId: a2.id });
    expect(await messagesOf(ana, `?since=${a2.id + 1000}`)).toEqual({ messages: [], lastId: a2.id + 1000 });

    expect((await inbox('GET', `${INBOX_PATH}/${b1.id}`, ana)).json).toEqual(b1);
    expect((await inbox('DELETE', `${INBOX_PATH}/${b1.id}`, ana)).status).toBe(204);
    expect((await inbox('GET', `${INBOX_PATH}/${b1.id}`, ana)).json).toMatchObject({ code: 'MESSAGE_NOT_FOUND', message: INBOX_MSG.messageNotFound });
    expect((await inbox('DELETE', INBOX_PATH, ana)).status).toBe(204);
    expect((await messagesOf(ana)).messages).toEqual([]);
  });

  it(`keeps the newest ${INBOX_FIGURES.keep} messages`, async () => {
    const ana = await createLoggedInUser();
    const sent = [];
    for (let i = 1; i <= INBOX_FIGURES.keep + 2; i++) sent.push(await deliverToInbox(ana.id, 'practice-bank', note('a@example.com', `n${i}`)));
    const { messages } = await messagesOf(ana);
    expect(messages).toHaveLength(INBOX_FIGURES.keep);
    expect(messages[0].subject).toBe('n3');
    expect(messages.at(-1)!.id).toBe(sent.at(-1)!.id);
  });

  it('refuses a wrong query with one message per parameter, a malformed id with 404, and no credential with 401', async () => {
    const ana = await createLoggedInUser();
    const bad = await inbox('GET', `${INBOX_PATH}?since=-1&wait=31&to=nobody`, ana);
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({
      message: INBOX_MSG.queryInvalid,
      code: 'INVALID_QUERY',
      errors: { since: INBOX_MSG.sinceInvalid, wait: INBOX_MSG.waitInvalid, to: INBOX_MSG.toInvalid },
    });
    expect((await inbox('GET', `${INBOX_PATH}?wait=1&wait=2`, ana)).json.errors).toEqual({ wait: INBOX_MSG.repeated('wait') });
    for (const id of ['0', 'abc', '99999999999']) expect((await inbox('GET', `${INBOX_PATH}/${id}`, ana)).json.code).toBe('NOT_FOUND');
    expect((await inbox('GET', INBOX_PATH, null)).status).toBe(401);
    expect((await inbox('GET', INBOX_PATH, null, { bearer: 'qap_not-a-live-token' })).json.code).toBe('INVALID_TOKEN');
    // The page reads it with the session; the document's 405 and OPTIONS hold for every path.
    expect((await inbox('GET', INBOX_PATH, ana, { bySession: true })).status).toBe(200);
    expect((await inbox('POST', INBOX_PATH, ana)).status).toBe(405);
    expect((await inbox('PUT', `${INBOX_PATH}/1/raw`, ana)).headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect((await inbox('OPTIONS', `${INBOX_PATH}/1`, null)).status).toBe(200);
  });
});
