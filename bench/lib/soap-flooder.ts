// The SOAP flood's clients, in a process of their own (started by bench/soap-flood.ts), so that writing and reading
// their 64 KB bodies never delays the health probe measured in the bench's own process. FLOODER_CLIENTS anonymous
// clients post to the Employee SOAP service as fast as it answers, each alternating the two large bodies issue 39
// names. It says `ready` once loaded, then floods from the moment its parent sends it a deadline (a Date.now() time,
// one line on stdin) until then, so the probe's phase holds the flood from its start. Prints the statuses it got as
// one JSON line (./load-process.ts).
import { linesFromParent, reportToParent } from './parent-lines';

const url = process.env.FLOODER_URL!;
const clients = Number(process.env.FLOODER_CLIENTS);

const SERVICE = '/api/practice/soap/employees';
const SOAP11 = 'http://schemas.xmlsoap.org/soap/envelope/';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const EMP = 'urn:qa-academy:practice:employees:v1';

const envelope = (header: string, body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP11}"><soap:Header>${header}</soap:Header><soap:Body>${body}</soap:Body></soap:Envelope>`;

const WRONG_SECRET = `<wsse:Security xmlns:wsse="${WSSE}"><wsse:UsernameToken><wsse:Username>qac_000000000000000000000000</wsse:Username><wsse:Password>qas_wrong</wsse:Password></wsse:UsernameToken></wsse:Security>`;

/** The two bodies of the issue, each under the 64 KB bound: 16,000 sibling elements, and a 60 KB text with a wrong secret. */
const BODIES = [
  envelope('', `<emp:GetEmployee xmlns:emp="${EMP}"><emp:id>1</emp:id></emp:GetEmployee>${'<x/>'.repeat(16_000)}`),
  envelope(WRONG_SECRET, `<emp:AddEmployee xmlns:emp="${EMP}"><emp:employee><emp:firstName>${'a'.repeat(60 * 1024)}</emp:firstName></emp:employee></emp:AddEmployee>`),
];

const statuses: Record<string, number> = {};

async function flood(until: number): Promise<void> {
  for (let i = 0; Date.now() < until; i++) {
    const reply = await fetch(url + SERVICE, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
      body: BODIES[i % BODIES.length],
    });
    await reply.arrayBuffer();
    statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
  }
}

async function main(): Promise<void> {
  const nextLine = linesFromParent();
  const until = Number(await nextLine());
  await Promise.all(Array.from({ length: clients }, () => flood(until)));
  reportToParent(statuses);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
