import { describe, expect, it } from 'vitest';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';
import { employeeClient, faultOf, newEmployee, serveEmployeeService, type Version } from './soap-client';

// docs/practice/employee-wsdl.md#faults: every refusal is a SOAP fault a client can read, in the version it spoke,
// with a fault code, a readable fault string and the stable code in its detail; a client's mistake is a 4xx, never a
// 500. The requests come from the client built from the WSDL; a broken one is the client's own message, broken.

setupFreshDatabase();
serveEmployeeService();

const CLIENT_CODE: Record<Version, string> = { '1.1': 'soap:Client', '1.2': 'env:Sender' };
const learnerClient = async (version: Version = '1.1') => employeeClient({ version, user: await createLoggedInUser() });
/** The client's own envelope, changed on its way out. */
const rewrite = (change: (xml: string) => string) => ({ postProcess: change });

describe.each<Version>(['1.1', '1.2'])('faults in SOAP %s', (version) => {
  it('an unknown id is a Client / Sender fault EMPLOYEE_NOT_FOUND, for each operation that takes an id', async () => {
    const soap = await learnerClient(version);
    const calls = [() => soap.GetEmployeeAsync({ id: 99 }), () => soap.UpdateEmployeeAsync({ id: 99, employee: newEmployee() }), () => soap.DeleteEmployeeAsync({ id: 99 })];
    for (const call of calls) {
      const fault = await faultOf(call());
      expect(fault).toMatchObject({ status: 400, code: CLIENT_CODE[version], faultCode: 'EMPLOYEE_NOT_FOUND', reason: 'You have no employee with id 99.' });
      expect(fault.headers['content-type']).toMatch(version === '1.1' ? /^text\/xml/ : /^application\/soap\+xml/);
      if (version === '1.2') expect(fault.subcode).toBe('emp:EMPLOYEE_NOT_FOUND');
    }
  });

  it('wrong values are one VALIDATION_FAILED fault naming every wrong element', async () => {
    const soap = await learnerClient(version);
    const fault = await faultOf(soap.AddEmployeeAsync({ employee: newEmployee({ email: 'not-an-address', department: 'Legal', hireDate: '2024-02-30', salary: 10.555 }) }));
    expect(fault).toMatchObject({ status: 400, code: CLIENT_CODE[version], faultCode: 'VALIDATION_FAILED' });
    expect(Object.keys(fault.fields).sort()).toEqual(['employee.department', 'employee.email', 'employee.hireDate', 'employee.salary']);
    expect(fault.fields['employee.department']).toBe('department must be one of: Engineering, Finance, HR, Marketing, Operations, Sales, Support.');
    expect(fault.reason).toMatch(/^The message does not match the schema: /);
  });
});

describe('the schema holds requests to its shape', () => {
  it('refuses elements out of the sequence order, unknown, missing or holding elements, and names each', async () => {
    const soap = await learnerClient();
    // The soap package writes a request's own elements in the order of the object it is given.
    const reordered = await faultOf(soap.ListEmployeesAsync({ active: true, page: 1 }));
    expect(reordered.fields).toEqual({ page: '<page> is out of order: the schema\'s sequence is page, pageSize, department, nameContains, active.' });
    const rest = Object.fromEntries(Object.entries(newEmployee()).filter(([name]) => name !== 'firstName'));
    const unknown = await faultOf(soap.AddEmployeeAsync({ employee: newEmployee() }, rewrite((xml) => xml.replace('</active>', '</active><nickname>Amazing Grace</nickname>'))));
    expect(unknown.fields).toEqual({ 'employee.nickname': '<nickname> is not an element of employee.' });
    const missing = await faultOf(soap.AddEmployeeAsync({ employee: rest }));
    expect(missing.fields).toEqual({ 'employee.firstName': 'firstName is required.' });
    const nested = await faultOf(soap.GetEmployeeAsync({ id: { value: 1 } }));
    expect(nested.fields).toEqual({ id: '<id> must hold text, not elements.' });
    const noId = await faultOf(soap.DeleteEmployeeAsync({}));
    expect(noId).toMatchObject({ faultCode: 'VALIDATION_FAILED', fields: { id: 'id is required.' } });
  });

  it('refuses a request element outside the service\'s namespace, or one the service does not have', async () => {
    const soap = await learnerClient();
    const renamed = await faultOf(soap.GetEmployeeAsync({ id: 1 }, rewrite((xml) => xml.replace(/GetEmployee\b/g, 'FireEmployee'))));
    expect(renamed).toMatchObject({ status: 400, code: 'soap:Client', faultCode: 'UNKNOWN_OPERATION' });
    expect(renamed.reason).toContain('Its operations: ListEmployees, GetEmployee, AddEmployee, UpdateEmployee, DeleteEmployee.');
    const elsewhere = await faultOf(soap.GetEmployeeAsync({ id: 1 }, rewrite((xml) => xml.replace(/"urn:qa-academy:practice:employees:v1"/g, '"urn:example:other"'))));
    expect(elsewhere.faultCode).toBe('UNKNOWN_OPERATION');
  });
});

describe('messages that are not what the service reads', () => {
  it('malformed XML or a DOCTYPE is INVALID_XML, nesting past the bound XML_TOO_COMPLEX, never a server error', async () => {
    const soap = await learnerClient();
    const cut = await faultOf(soap.GetEmployeeAsync({ id: 1 }, rewrite((xml) => xml.slice(0, -20))));
    expect(cut).toMatchObject({ status: 400, code: 'soap:Client', faultCode: 'INVALID_XML' });
    expect(cut.reason).toMatch(/^The request body is not well-formed XML: .+\(line \d+, column \d+\)$/);
    const doctype = await faultOf(soap.GetEmployeeAsync({ id: 1 }, rewrite((xml) => xml.replace('?>', '?><!DOCTYPE x [<!ENTITY a "b">]>'))));
    expect(doctype).toMatchObject({ status: 400, faultCode: 'INVALID_XML', reason: 'XML with a DOCTYPE (a DTD or entity declarations) is not accepted.' });
    // Envelope, Body, GetEmployee, id and six more: eleven levels, one past the bound (refused before the parse,
    // ./limits.test.ts); ten are read (and refused by the schema).
    const deep = await faultOf(soap.GetEmployeeAsync({ id: { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } } }));
    expect(deep).toMatchObject({ status: 400, faultCode: 'XML_TOO_COMPLEX', reason: 'Elements nest more than 10 deep; no request of this service needs that.' });
    const ten = await faultOf(soap.GetEmployeeAsync({ id: { a: { b: { c: { d: { e: { f: 1 } } } } } } }));
    expect(ten).toMatchObject({ status: 400, faultCode: 'VALIDATION_FAILED' });
  });

  it('XML that is no SOAP envelope, or an envelope without exactly one request in its Body, is INVALID_ENVELOPE', async () => {
    const soap = await learnerClient();
    const notEnvelope = await faultOf(soap.GetEmployeeAsync({ id: 1 }, rewrite((xml) => xml.replace(/:Envelope\b/g, ':Letter'))));
    expect(notEnvelope).toMatchObject({ status: 400, faultCode: 'INVALID_ENVELOPE', reason: 'The root element must be a SOAP Envelope (SOAP 1.1 or 1.2).' });
    const twice = await faultOf(soap.GetEmployeeAsync({ id: 1 }, rewrite((xml) => xml.replace(/(<GetEmployee\b.*<\/GetEmployee>)/, '$1$1'))));
    expect(twice).toMatchObject({ faultCode: 'INVALID_ENVELOPE', reason: 'The SOAP Body must hold exactly one element: the operation\'s request.' });
  });

  it('a Content-Type other than SOAP\'s is 415, an oversized body 413, both as faults', async () => {
    const soap = await learnerClient();
    const plain = await faultOf(soap.GetEmployeeAsync({ id: 1 }, {}, { 'Content-Type': 'text/plain' }));
    expect(plain).toMatchObject({ status: 415, code: 'soap:Client', faultCode: 'UNSUPPORTED_MEDIA_TYPE' });
    const latin1 = await faultOf(soap.GetEmployeeAsync({ id: 1 }, {}, { 'Content-Type': 'text/xml; charset=iso-8859-1' }));
    expect(latin1.status).toBe(415);
    const big = await faultOf(soap.AddEmployeeAsync({ employee: newEmployee({ jobTitle: 'x'.repeat(70 * 1024) }) }));
    expect(big).toMatchObject({ status: 413, code: 'soap:Client', faultCode: 'PAYLOAD_TOO_LARGE', reason: 'The request body is over 64 KB.' });
  });

  it('an envelope of the other version is a VersionMismatch fault; SOAP 1.2 names the versions it takes', async () => {
    const as11 = await faultOf((await learnerClient('1.2')).GetEmployeeAsync({ id: 1 }, {}, { 'Content-Type': 'text/xml; charset=utf-8' }));
    expect(as11).toMatchObject({ status: 400, code: 'soap:VersionMismatch', faultCode: 'VERSION_MISMATCH' });
    const as12 = await faultOf((await learnerClient('1.1')).GetEmployeeAsync({ id: 1 }, {}, { 'Content-Type': 'application/soap+xml; charset=utf-8' }));
    expect(as12).toMatchObject({ status: 400, code: 'env:VersionMismatch', faultCode: 'VERSION_MISMATCH' });
    expect(JSON.stringify(as12.header)).toContain('SupportedEnvelope');
  });

  it('SOAP 1.1 needs a SOAPAction, and a sent action must be the Body\'s operation\'s; "" leaves it to the Body', async () => {
    const soap = await learnerClient();
    const other = await faultOf(soap.GetEmployeeAsync({ id: 1 }, {}, { SOAPAction: '"urn:qa-academy:practice:employees:v1#DeleteEmployee"' }));
    expect(other).toMatchObject({ status: 400, faultCode: 'SOAP_ACTION_MISMATCH' });
    const none = await faultOf(soap.GetEmployeeAsync({ id: 1 }, {}, { SOAPAction: undefined }));
    expect(none).toMatchObject({ faultCode: 'SOAP_ACTION_MISMATCH', reason: expect.stringMatching(/^A SOAP 1.1 request needs the SOAPAction header/) });
    const [empty] = await soap.GetEmployeeAsync({ id: 1 }, {}, { SOAPAction: '""' });
    expect(empty.employee.id).toBe('1');
    const wrong12 = await faultOf((await learnerClient('1.2')).GetEmployeeAsync({ id: 1 }, {}, { 'Content-Type': 'application/soap+xml; charset=utf-8; action="urn:x#Other"' }));
    expect(wrong12).toMatchObject({ code: 'env:Sender', faultCode: 'SOAP_ACTION_MISMATCH' });
  });

  it('a header block marked mustUnderstand that the service does not know is a MustUnderstand fault; unmarked it is ignored', async () => {
    for (const version of ['1.1', '1.2'] as const) {
      const soap = await learnerClient(version);
      soap.addSoapHeader('<trace xmlns="urn:example:trace" soap:mustUnderstand="1">abc</trace>');
      const fault = await faultOf(soap.GetEmployeeAsync({ id: 1 }));
      expect(fault).toMatchObject({ status: 400, code: version === '1.1' ? 'soap:MustUnderstand' : 'env:MustUnderstand', faultCode: undefined });
      if (version === '1.2') expect(JSON.stringify(fault.header)).toContain('NotUnderstood');
      soap.clearSoapHeaders();
      soap.addSoapHeader('<trace xmlns="urn:example:trace">abc</trace>');
      const [reply] = await soap.GetEmployeeAsync({ id: 1 });
      expect(reply.employee.id).toBe('1');
    }
  });
});
