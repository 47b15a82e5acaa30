import { describe, expect, it, vi } from 'vitest';
import { settleRefusal } from '@/components/forms/settle-form-reply';
import { asJsonReply } from '@/components/forms/use-form-reply';
import { NETWORK_ERROR_MESSAGE } from '@/lib/client/post-json';

type Form = { username: string; email: string };
const fields = { username: 'username', email: 'email' } as const;

describe('settleRefusal', () => {
  it('a 401 is a lost session, and nothing is shown', () => {
    const setError = vi.fn();
    expect(settleRefusal<Form>({ status: 401, data: { message: 'no' } }, setError, fields, 'fallback')).toEqual({ kind: 'expired' });
    expect(setError).not.toHaveBeenCalled();
  });

  it('field messages go under their fields, and the same text is not repeated in the banner', () => {
    const setError = vi.fn();
    const reply = { status: 400, data: { message: 'Bad name', errors: { username: 'Bad name' } } };
    expect(settleRefusal<Form>(reply, setError, fields, 'fallback')).toEqual({ kind: 'refused', problem: null });
    expect(setError).toHaveBeenCalledWith('username', { type: 'server', message: 'Bad name' }, { shouldFocus: true });
  });

  it('a message for no field goes to the banner, or the fallback when the server sent none', () => {
    const setError = vi.fn();
    expect(settleRefusal<Form>({ status: 500, data: {} }, setError, fields, 'fallback')).toEqual({ kind: 'refused', problem: 'fallback' });
    expect(setError).not.toHaveBeenCalled();
  });

  it('a 409 goes under the conflict field when there is one, and to the banner otherwise', () => {
    const setError = vi.fn();
    const taken = { status: 409, data: { message: 'E-mail taken' } };
    expect(settleRefusal<Form>(taken, setError, fields, 'fallback', { conflictField: 'email', focus: false })).toEqual({
      kind: 'refused',
      problem: null,
    });
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'E-mail taken' }, { shouldFocus: false });
    expect(settleRefusal<Form>(taken, vi.fn(), fields, 'fallback')).toEqual({ kind: 'refused', problem: 'E-mail taken' });
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
