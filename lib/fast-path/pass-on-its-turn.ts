import type { IncomingMessage } from 'node:http';
import { waitForTurn } from '../concurrency/give-way';
import { EMPLOYEE_WSDL_EXERCISE } from '../practice/exercises/employee-wsdl/descriptor';
import type { PassOn } from './serve-cached';

/**
 * A message to the Employee SOAP service without a bearer token is anonymous until its WS-Security credential is read
 * from its body, and four clients posting large bodies as fast as they were answered kept the event loop busy with
 * Next's routing of them (bench:soap-flood). Such a message is handed to Next on its turn (lib/concurrency/give-way.ts):
 * one per turn of the loop, however many arrive, so everyone else's requests are read and answered between them. Its
 * handler goes on giving way (lib/practice/exercises/employee-wsdl/server/soap-route.ts). A learner's bearer call is not held.
 */
export function passAnonymousSoapOnItsTurn(req: IncomingMessage, passOn: PassOn): boolean {
  if (req.method !== 'POST' || req.headers.authorization !== undefined) return false;
  const path = req.url?.split('?')[0];
  if (path !== EMPLOYEE_WSDL_EXERCISE.apiPath) return false;
  void waitForTurn().then(passOn);
  return true;
}
