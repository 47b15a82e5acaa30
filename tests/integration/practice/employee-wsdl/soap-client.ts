import { afterAll, beforeAll } from 'vitest';
import * as soap from 'soap';
import * as serviceRoute from '@/app/api/practice/soap/employees/route';
import { createPracticeToken } from '@/lib/practice/credentials/personal-tokens';
import { serveRoutes, type RouteServer } from '@/tests/helpers/route-server';
import type { TestUser } from '@/tests/helpers/users';

// The Employee service as a learner's SOAP client meets it (docs/practice/employee-wsdl.md): the `soap` package's
// client, built from the WSDL the service serves, over real HTTP (tests/helpers/route-server.ts puts the route
// handlers behind a port). No envelope is written by hand: the client writes them from the WSDL, and a test that
// needs a broken message breaks the client's own (its postProcess option) or its headers.

export const SERVICE_PATH = '/api/practice/soap/employees';
export type Version = '1.1' | '1.2';

let server: RouteServer | null = null;

/** Starts the service behind a port for the calling test file. */
export function serveEmployeeService(): void {
  beforeAll(async () => {
    server = await serveRoutes({ [SERVICE_PATH]: serviceRoute });
  });
  afterAll(async () => {
    await server?.close();
    server = null;
  });
}

/** The service's address on the test server (the WSDL names the site's APP_URL; the client is pointed here). */
export function endpoint(): string {
  if (!server) throw new Error('serveEmployeeService() first');
  return `${server.origin}${SERVICE_PATH}`;
}

const tokens = new Map<string, Promise<string>>();

/** The learner's personal access token for the tests, created once. */
export function tokenOf(user: TestUser): Promise<string> {
  if (!tokens.has(user.id)) tokens.set(user.id, createPracticeToken(user.id, 'SOAP tests').then((issued) => issued.token));
  return tokens.get(user.id)!;
}

export interface ClientOptions {
  version?: Version;
  /** Calls as this learner, with their personal access token as Authorization: Bearer. */
  user?: TestUser;
  /** A bearer token to send instead. */
  bearer?: string;
  /** A WS-Security UsernameToken (PasswordText unless said). */
  wsSecurity?: { username: string; password: string; passwordType?: 'PasswordText' | 'PasswordDigest' };
}

/** A SOAP client built from the served WSDL, speaking `version`, with the credentials asked for. */
export async function employeeClient(options: ClientOptions = {}): Promise<soap.Client> {
  const client = await soap.createClientAsync(`${endpoint()}?wsdl`, { endpoint: endpoint(), forceSoap12Headers: options.version === '1.2' });
  const bearer = options.bearer ?? (options.user ? await tokenOf(options.user) : undefined);
  if (bearer) client.addHttpHeader('Authorization', `Bearer ${bearer}`);
  if (options.wsSecurity) {
    const { username, password, passwordType = 'PasswordText' } = options.wsSecurity;
    client.setSecurity(new soap.WSSecurity(username, password, { passwordType, mustUnderstand: true }));
  }
  return client;
}

/** What a client sees of a fault: the HTTP status, the fault code in either version's form, the text and the detail. */
export interface SeenFault {
  status: number;
  headers: Record<string, string>;
  /** SOAP 1.1 faultcode, or SOAP 1.2 Code/Value. */
  code: string;
  /** SOAP 1.2 Code/Subcode/Value, if any. */
  subcode: string | undefined;
  reason: string;
  /** detail/EmployeeFault/code. */
  faultCode: string | undefined;
  /** detail/EmployeeFault/fieldError, by field. */
  fields: Record<string, string>;
  /** The envelope's Header as parsed (SOAP 1.2 Upgrade, NotUnderstood). */
  header: Record<string, unknown> | undefined;
}

type Parsed = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const textOf = (value: unknown): string => (typeof value === 'object' && value !== null ? String((value as Parsed).$value) : String(value));

/** The fault a call ended with; fails when the call succeeded or ended otherwise. */
export async function faultOf(call: Promise<unknown>): Promise<SeenFault> {
  let error: Parsed;
  try {
    await call;
  } catch (caught) {
    error = caught as Parsed;
    const fault = error.root?.Envelope?.Body?.Fault as Parsed | undefined;
    if (!fault) throw new Error(`the call failed without a SOAP fault: ${error.message}`);
    const detail = (fault.detail ?? fault.Detail)?.EmployeeFault as Parsed | undefined;
    const fieldErrors = [detail?.fieldError ?? []].flat() as Parsed[];
    return {
      status: error.response?.status,
      headers: Object.fromEntries(Object.entries(error.response?.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)])),
      code: fault.faultcode ?? fault.Code?.Value,
      subcode: fault.Code?.Subcode?.Value,
      reason: fault.faultstring ?? textOf(fault.Reason?.Text),
      faultCode: detail?.code,
      fields: Object.fromEntries(fieldErrors.map((each) => [each.attributes.field, each.$value])),
      header: error.root.Envelope.Header,
    };
  }
  throw new Error('the call succeeded; a fault was expected');
}

/** A valid new employee, as a client passes it (in the schema's order); `overrides` change fields. */
export function newEmployee(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace.${Math.random().toString(36).slice(2, 10)}@example.com`,
    department: 'Engineering',
    jobTitle: 'Compiler Engineer',
    hireDate: '2024-05-06',
    salary: 91000.5,
    active: true,
    ...overrides,
  };
}
