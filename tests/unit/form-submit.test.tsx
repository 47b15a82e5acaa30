import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { FieldValues } from 'react-hook-form';
import { asJsonReply, useFormSubmit, type FormSubmitOptions } from '@/components/forms/use-form-submit';
import type { Notice } from '@/components/ui/notice-banner';
import { NETWORK_ERROR_MESSAGE, type JsonReply } from '@/lib/client/post-json';

type Form = { username: string; email: string; media: string };
const fields = { username: 'username', email: 'email', ads: 'media' } as const;

/** Renders the hook once (no DOM needed) and hands back what it returned; its notices go to `notices`. */
function submitter(options: Omit<FormSubmitOptions<Form>, 'onNotice'> = {}) {
  const notices: (Notice | null)[] = [];
  let hook: ReturnType<typeof useFormSubmit<Form>> | undefined;
  function Probe() {
    hook = useFormSubmit<Form>({ ...options, onNotice: (notice) => notices.push(notice) });
    return null;
  }
  renderToStaticMarkup(<Probe />);
  return { ...hook!, notices };
}

const reply = (status: number, data: JsonReply['data']): Promise<JsonReply> => Promise.resolve({ status, data });

describe('useFormSubmit', () => {
  it('answers an accepted reply, after clearing the banner', async () => {
    const { send, notices } = submitter({ setError: vi.fn(), fields });
    await expect(send(reply(200, { message: 'Saved' }), 'fallback')).resolves.toEqual({ status: 200, data: { message: 'Saved' } });
    expect(notices).toEqual([null]);
  });

  it('a 401 on a signed-in screen ends the session, and nothing is shown', async () => {
    const setError = vi.fn();
    const onSessionExpired = vi.fn();
    const { send, notices } = submitter({ setError, fields, onSessionExpired });
    await expect(send(reply(401, { message: 'Please log in.' }), 'fallback')).resolves.toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(setError).not.toHaveBeenCalled();
    expect(notices).toEqual([null]);
  });

  it('a 401 on a public form (no session to end) is shown in the banner', async () => {
    const { send, notices } = submitter({ setError: vi.fn(), fields });
    await send(reply(401, { message: 'Invalid email or password.' }), 'fallback');
    expect(notices).toEqual([null, { status: 401, message: 'Invalid email or password.' }]);
  });

  it('a 400 puts the field messages under their fields, and does not repeat one in the banner', async () => {
    const setError = vi.fn();
    const { send, notices } = submitter({ setError, fields });
    const refused = { message: 'Bad name', errors: { username: 'Bad name', email: 'Bad e-mail', unknown: 'Ignored' } };
    await expect(send(reply(400, refused), 'fallback')).resolves.toBeNull();
    expect(setError.mock.calls).toEqual([
      ['username', { type: 'server', message: 'Bad name' }, { shouldFocus: true }],
      ['email', { type: 'server', message: 'Bad e-mail' }, { shouldFocus: false }],
    ]);
    expect(notices).toEqual([null]);
  });

  it('a message no field shows goes to the banner, beside the field messages', async () => {
    const setError = vi.fn();
    const { send, notices } = submitter({ setError, fields, focus: false });
    await send(reply(400, { message: 'Check the form.', errors: { email: 'Bad e-mail' } }), 'fallback');
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Bad e-mail' }, { shouldFocus: false });
    expect(notices).toEqual([null, { status: 400, message: 'Check the form.' }]);
  });

  it('a reply without a message shows the fallback', async () => {
    const { send, notices } = submitter({ setError: vi.fn(), fields });
    await send(reply(500, {}), 'The ad could not be saved.');
    expect(notices).toEqual([null, { status: 500, message: 'The ad could not be saved.' }]);
  });

  it('a 409 goes under the conflict field when the form names one, and to the banner otherwise', async () => {
    const setError = vi.fn();
    const withField = submitter({ setError, fields, conflictField: 'email' });
    await withField.send(reply(409, { message: 'E-mail taken' }), 'fallback');
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'E-mail taken' }, { shouldFocus: true });
    expect(withField.notices).toEqual([null]);

    const without = submitter({ setError: vi.fn(), fields });
    await without.send(reply(409, { message: 'E-mail taken' }), 'fallback');
    expect(without.notices).toEqual([null, { status: 409, message: 'E-mail taken' }]);
  });

  it('messageFields puts a message the server sends without a field under the form’s field', async () => {
    const setError = vi.fn();
    const { send, notices } = submitter({ setError, fields, messageFields: [{ messages: ['Media is required !'], field: 'media' }] });
    await send(reply(400, { message: 'Media is required !' }), 'fallback');
    expect(setError).toHaveBeenCalledWith('media', { type: 'server', message: 'Media is required !' }, { shouldFocus: true });
    expect(notices).toEqual([null]);

    await send(reply(400, { message: 'Something else' }), 'fallback');
    expect(notices).toEqual([null, null, { status: 400, message: 'Something else' }]);
  });

  it('no connection (status 0) shows the network message in the banner', async () => {
    const { send, notices } = submitter({ setError: vi.fn(), fields, onSessionExpired: vi.fn() });
    await send(reply(0, { message: NETWORK_ERROR_MESSAGE }), 'fallback');
    await send(Promise.resolve(asJsonReply({ status: 0, data: null })), 'fallback');
    expect(notices).toEqual([null, { status: 0, message: NETWORK_ERROR_MESSAGE }, null, { status: 0, message: NETWORK_ERROR_MESSAGE }]);
  });

  it('without setError (a confirmation), every refusal goes to the banner', async () => {
    const notices: (Notice | null)[] = [];
    let send: ReturnType<typeof useFormSubmit<FieldValues>>['send'] | undefined;
    function Probe() {
      send = useFormSubmit({ onNotice: (notice) => notices.push(notice) }).send;
      return null;
    }
    renderToStaticMarkup(<Probe />);
    await send!(reply(400, { message: 'Bad', errors: { username: 'Bad' } }), 'fallback');
    expect(notices).toEqual([null, { status: 400, message: 'Bad' }]);
  });

  it('uses the form’s own idea of success, and lets the form deal with a refusal itself', async () => {
    const setError = vi.fn();
    const { send, notices } = submitter({ setError, fields });
    const accepted = (answer: JsonReply) => answer.status === 201;
    await expect(send(reply(201, {}), 'fallback', { accepted })).resolves.toEqual({ status: 201, data: {} });
    await expect(send(reply(200, { message: 'Not created' }), 'fallback', { accepted })).resolves.toBeNull();
    const onRefused = vi.fn(() => true);
    await send(reply(400, { message: 'Wrong code', errors: { username: 'Wrong code' } }), 'fallback', { onRefused });
    expect(onRefused).toHaveBeenCalledOnce();
    expect(setError).not.toHaveBeenCalled();
    expect(notices).toEqual([null, null, { status: 200, message: 'Not created' }, null]);
  });
});

describe('asJsonReply', () => {
  it('no connection says the given text; an unreadable body leaves the fallback to the form', () => {
    expect(asJsonReply({ status: 0, data: null })).toEqual({ status: 0, data: { message: NETWORK_ERROR_MESSAGE } });
    expect(asJsonReply({ status: 0, data: null }, 'Offline.')).toEqual({ status: 0, data: { message: 'Offline.' } });
    expect(asJsonReply({ status: 502, data: null })).toEqual({ status: 502, data: {} });
    expect(asJsonReply({ status: 200, data: { message: 'ok' } })).toEqual({ status: 200, data: { message: 'ok' } });
  });
});
