import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { countLoopTurns } from '@/tests/helpers/loop-turns';
import { passAnonymousCallOnItsTurn } from '@/lib/fast-path/pass-on-its-turn';

// lib/fast-path/pass-on-its-turn.ts: an anonymous message to the Employee SOAP service reaches Next on a later turn of
// the event loop, one per turn; a learner's bearer call, a WSDL read and other paths are passed on as before.
const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers }) as unknown as IncomingMessage;
const SERVICE = '/api/practice/soap/employees';

describe('anonymous SOAP messages are handed to Next on their turn', () => {
  it('holds an anonymous POST until a later turn, and hands several over one per turn', async () => {
    const order: string[] = [];
    countLoopTurns({ upTo: 6, onTurn: (turn) => order.push(`turn ${turn}`) });
    const passed = [1, 2, 3].map(
      (i) => new Promise<void>((resolve) => expect(passAnonymousCallOnItsTurn(request('POST', SERVICE), () => (order.push(`message ${i}`), resolve()))).toBe(true)),
    );
    expect(order).toEqual([]);
    await Promise.all(passed);
    const messages = order.map((event, at) => [event, at] as const).filter(([event]) => event.startsWith('message'));
    expect(messages.map(([event]) => event)).toEqual(['message 1', 'message 2', 'message 3']);
    for (let i = 1; i < messages.length; i++) expect(order.slice(messages[i - 1][1], messages[i][1]).some((event) => event.startsWith('turn'))).toBe(true);
  });

  it("leaves alone a learner's bearer call, a WSDL read and any other path", () => {
    const never = () => {
      throw new Error('passed on here');
    };
    expect(passAnonymousCallOnItsTurn(request('POST', SERVICE, { authorization: 'Bearer qat_x' }), never)).toBe(false);
    expect(passAnonymousCallOnItsTurn(request('GET', `${SERVICE}?wsdl`), never)).toBe(false);
    expect(passAnonymousCallOnItsTurn(request('POST', '/api/practice/v1/books'), never)).toBe(false);
  });
});
