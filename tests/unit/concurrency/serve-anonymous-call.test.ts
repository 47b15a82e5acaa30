import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { serveAnonymousCallOnItsTurn } from '@/lib/fast-path/serve-anonymous-call';
import { countLoopTurns } from '@/tests/helpers/loop-turns';

// lib/fast-path/serve-anonymous-call.ts: an anonymous message to the Employee SOAP service is taken up on a later turn
// of the event loop, one per turn; a learner's bearer call, a WSDL read and other paths are left alone. The messages
// here are chunked, so once taken up they go on to Next (passOn): tests/integration/practice/employee-wsdl/
// anonymous-fast-path.test.ts covers those the fast path answers itself.
const request = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, url, headers }) as unknown as IncomingMessage;
const response = {} as ServerResponse;
const SERVICE = '/api/practice/soap/employees';
const CHUNKED = { 'transfer-encoding': 'chunked' };

describe('anonymous SOAP messages are taken up on their turn', () => {
  it('holds an anonymous POST until a later turn, and takes up several one per turn', async () => {
    const order: string[] = [];
    countLoopTurns({ upTo: 6, onTurn: (turn) => order.push(`turn ${turn}`) });
    const passed = [1, 2, 3].map(
      (i) =>
        new Promise<void>((resolve) =>
          expect(serveAnonymousCallOnItsTurn(request('POST', SERVICE, CHUNKED), response, () => (order.push(`message ${i}`), resolve()))).toBe(true),
        ),
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
    expect(serveAnonymousCallOnItsTurn(request('POST', SERVICE, { authorization: 'Bearer qat_x' }), response, never)).toBe(false);
    expect(serveAnonymousCallOnItsTurn(request('GET', `${SERVICE}?wsdl`), response, never)).toBe(false);
    expect(serveAnonymousCallOnItsTurn(request('POST', '/api/practice/v1/books'), response, never)).toBe(false);
  });
});
