import { expect, it } from 'vitest';
import { GET as listChallenges } from '@/app/api/practice/v1/challenges/route';
import { accessTokenOf, newClientOf } from '@/tests/helpers/practice-credentials';
import { call } from '@/tests/helpers/http';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';
import { employeeClient, faultOf, newEmployee, serveEmployeeService } from './soap-client';

// docs/practice/employee-wsdl.md#challenges: each challenge is met by the exchange it names, made by the learner's own
// SOAP client with their own credential, and by nothing near it; nobody else's requests tick it.

setupFreshDatabase();
serveEmployeeService();

async function metIds(user: TestUser): Promise<string[]> {
  const reply = await call(listChallenges, { cookie: user.cookie, path: '/api/practice/v1/challenges?exercise=employee-wsdl' });
  expect(reply.status).toBe(200);
  return reply.json.challenges.filter((challenge: { met: boolean }) => challenge.met).map((challenge: { id: string }) => challenge.id);
}

const broken = (change: (xml: string) => string) => ({ postProcess: change });

it('near misses meet nothing: a refused credential, a fault of another kind, another learner\'s request', async () => {
  const [ann, bob] = [await createLoggedInUser(), await createLoggedInUser()];
  const annSoap = await employeeClient({ user: ann });
  await faultOf(annSoap.AddEmployeeAsync({ employee: newEmployee({ email: 'nope' }) }));
  await faultOf((await employeeClient({ bearer: `qap_${'c'.repeat(43)}` })).GetEmployeeAsync({ id: 999 }));
  const client = await newClientOf(ann);
  await faultOf((await employeeClient({ wsSecurity: { username: client.clientId, password: 'wrong' } })).GetEmployeeAsync({ id: 1 }));
  // The site's session alone is no credential of the learner's tools, even for a fault it provokes.
  const byCookie = await employeeClient();
  byCookie.addHttpHeader('Cookie', ann.cookie);
  await faultOf(byCookie.GetEmployeeAsync({ id: 1 }, broken((xml) => xml.slice(0, -9))));
  const bobSoap = await employeeClient({ version: '1.2', user: bob });
  await bobSoap.GetEmployeeAsync({ id: 1 });
  await faultOf(bobSoap.GetEmployeeAsync({ id: 999 }));
  expect(await metIds(ann)).toEqual([]);
  expect(await metIds(bob)).toEqual(['EMP-C02', 'EMP-C05']);
});

it('each challenge is met by its own exchange', async () => {
  const ann = await createLoggedInUser();
  const client = await newClientOf(ann);
  const soap11 = await employeeClient({ user: ann });
  await soap11.GetEmployeeAsync({ id: 1 });
  expect(await metIds(ann)).toEqual(['EMP-C01']);

  await (await employeeClient({ version: '1.2', wsSecurity: { username: client.clientId, password: client.clientSecret } })).GetEmployeeAsync({ id: 1 });
  await (await employeeClient({ bearer: await accessTokenOf(client) })).ListEmployeesAsync({});
  expect(await metIds(ann)).toEqual(['EMP-C01', 'EMP-C02', 'EMP-C03', 'EMP-C04']);

  await faultOf(soap11.GetEmployeeAsync({ id: 999 }));
  await faultOf(soap11.AddEmployeeAsync({ employee: newEmployee({ email: 'nope', salary: -1 }) }));
  await faultOf(soap11.AddEmployeeAsync({ employee: newEmployee({ email: 'amara.okafor@example.com' }) }));
  await faultOf(soap11.GetEmployeeAsync({ id: 1 }, broken((xml) => xml.slice(0, -9))));
  await faultOf(soap11.GetEmployeeAsync({ id: 1 }, broken((xml) => xml.replace(/GetEmployee\b/g, 'HireEmployee'))));
  await faultOf(soap11.GetEmployeeAsync({ id: 1 }, {}, { 'Content-Type': 'application/soap+xml; charset=utf-8' }));
  await faultOf(soap11.GetEmployeeAsync({ id: 1 }, {}, { SOAPAction: '"urn:qa-academy:practice:employees:v1#ListEmployees"' }));
  soap11.addSoapHeader('<trace xmlns="urn:example:trace" soap:mustUnderstand="1">abc</trace>');
  await faultOf(soap11.GetEmployeeAsync({ id: 1 }));
  expect(await metIds(ann)).toEqual(['EMP-C01', 'EMP-C02', 'EMP-C03', 'EMP-C04', 'EMP-C05', 'EMP-C06', 'EMP-C07', 'EMP-C08', 'EMP-C09', 'EMP-C10', 'EMP-C11', 'EMP-C12']);
});
