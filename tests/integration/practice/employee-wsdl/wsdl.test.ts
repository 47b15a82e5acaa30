import { describe, expect, it } from 'vitest';
import { EMPLOYEE_FIELDS } from '@/lib/practice/exercises/employee-wsdl/employee-schemas';
import { SAMPLE_ENVELOPES, SOAP12_SAMPLE, WS_SECURITY_SAMPLE } from '@/lib/practice/exercises/employee-wsdl/sample-envelopes';
import { newClientOf } from '@/tests/helpers/practice-credentials';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { employeeClient, endpoint, tokenOf, serveEmployeeService } from './soap-client';

// docs/practice/employee-wsdl.md#the-wsdl: the WSDL the service serves is one a SOAP client builds itself from, with
// both bindings, the operations, their messages in the XSD's order and the site's address; and the sample envelopes
// the page shows are answered as they are.

setupFreshDatabase();
serveEmployeeService();

describe('the WSDL', () => {
  it('is served at ?wsdl (any case) as text/xml, and a GET without it is a fault', async () => {
    for (const query of ['?wsdl', '?WSDL']) {
      const reply = await fetch(`${endpoint()}${query}`);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('text/xml; charset=utf-8');
      const wsdl = await reply.text();
      expect(wsdl).toContain('<soap:address location="http://localhost:3000/api/practice/soap/employees"/>');
      expect(wsdl).toContain('<soap12:address location="http://localhost:3000/api/practice/soap/employees"/>');
    }
    const bare = await fetch(endpoint());
    expect(bare.status).toBe(400);
    expect(await bare.text()).toContain('<emp:code>WSDL_ONLY</emp:code>');
  });

  it('passes the soap client\'s own parsing: both ports, every operation, each message in the XSD\'s order', async () => {
    const client = await employeeClient();
    const described = client.describe().EmployeeService;
    expect(Object.keys(described)).toEqual(['EmployeeSoap11Port', 'EmployeeSoap12Port']);
    // The client adds its own bookkeeping (targetNSAlias, targetNamespace) beside the elements.
    const elements = (message: object) => Object.keys(message).filter((key) => !key.startsWith('target'));
    for (const port of Object.values(described) as Record<string, { input: Record<string, object>; output: Record<string, object> }>[]) {
      expect(Object.keys(port)).toEqual(['ListEmployees', 'GetEmployee', 'AddEmployee', 'UpdateEmployee', 'DeleteEmployee']);
      expect(elements(port.ListEmployees.input)).toEqual(['page', 'pageSize', 'department', 'nameContains', 'active']);
      expect(elements(port.GetEmployee.output.employee)).toEqual(['id', ...EMPLOYEE_FIELDS]);
      expect(elements(port.AddEmployee.input.employee)).toEqual(EMPLOYEE_FIELDS);
      expect(elements(port.UpdateEmployee.input)).toEqual(['id', 'employee']);
      expect(elements(port.DeleteEmployee.output)).toEqual(['deletedId']);
    }
    const wsdl = client.wsdl.definitions;
    expect(Object.keys(wsdl.bindings)).toEqual(['EmployeeSoap11Binding', 'EmployeeSoap12Binding']);
    expect(wsdl.$targetNamespace).toBe('urn:qa-academy:practice:employees:v1');
  });
});

describe('the sample envelopes on the page', () => {
  const post = (xml: string, headers: Record<string, string>) => fetch(endpoint(), { method: 'POST', body: xml, headers });

  it('answer each operation as they are, in SOAP 1.1 with their SOAPAction and a token', async () => {
    const token = await tokenOf(await createLoggedInUser());
    for (const sample of SAMPLE_ENVELOPES) {
      const reply = await post(sample.xml, { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${sample.soapAction}"`, Authorization: `Bearer ${token}` });
      expect(reply.status, sample.operation).toBe(200);
      expect(await reply.text()).toContain(`<${sample.operation}Response xmlns="urn:qa-academy:practice:employees:v1">`);
    }
  });

  it('answer the SOAP 1.2 sample with its action, and the WS-Security sample with a client\'s id and secret', async () => {
    const ann = await createLoggedInUser();
    const soap12 = await post(SOAP12_SAMPLE, { 'Content-Type': 'application/soap+xml; charset=utf-8; action="urn:qa-academy:practice:employees:v1#GetEmployee"', Authorization: `Bearer ${await tokenOf(ann)}` });
    expect(soap12.status).toBe(200);
    expect(soap12.headers.get('content-type')).toBe('application/soap+xml; charset=utf-8');
    const client = await newClientOf(ann);
    const signed = WS_SECURITY_SAMPLE.replace('YOUR_CLIENT_ID', client.clientId).replace('YOUR_CLIENT_SECRET', client.clientSecret);
    const reply = await post(signed, { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: '""' });
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('<firstName>Amara</firstName>');
  });
});
