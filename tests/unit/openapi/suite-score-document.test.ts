import { describe, expect, it } from 'vitest';
import { GET as serveProductDocument } from '@/app/api/openapi.json/route';
import { GET as servePracticeDocument } from '@/app/api/practice/v1/openapi.json/route';

// Issue 40, item 6 (docs/architecture.md#api-contract): the suite score's run API is in the documents served to tools
// and shown by /practice/api-docs (the practice document) and /api-docs (the product document, which holds it under
// its full addresses): every operation of lib/practice/suite-score/routes.ts, under the "Suite score" tag.

const OPERATIONS: [string, string, string][] = [
  ['/suite-runs', 'post', 'startSuiteRun'],
  ['/suite-runs', 'get', 'listSuiteRuns'],
  ['/suite-runs/{id}', 'get', 'getSuiteRun'],
  ['/suite-runs/{id}', 'delete', 'abandonSuiteRun'],
  ['/suite-runs/{id}/rounds/next', 'post', 'startSuiteRound'],
  ['/suite-runs/{id}/rounds/{n}/outcome', 'post', 'reportSuiteRound'],
];

type Doc = { paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>; tags?: { name: string }[] };
const context = { params: Promise.resolve({}) };

describe('the run API in the served OpenAPI documents', () => {
  it('is in the practice document at /api/practice/v1/openapi.json', async () => {
    const reply = await servePracticeDocument(new Request('http://localhost/api/practice/v1/openapi.json'), context);
    expect(reply.status).toBe(200);
    const doc = (await reply.json()) as Doc;
    expect(doc.tags?.map((tag) => tag.name)).toContain('Suite score');
    for (const [path, method, operationId] of OPERATIONS) expect(doc.paths[path]?.[method]).toMatchObject({ operationId, tags: ['Suite score'] });
  });

  it('is in the product document at /api/openapi.json under its full addresses', async () => {
    const reply = await serveProductDocument(new Request('http://localhost/api/openapi.json'), context);
    const doc = (await reply.json()) as Doc;
    for (const [path, method, operationId] of OPERATIONS) expect(doc.paths[`/api/practice/v1${path}`]?.[method]?.operationId).toBe(operationId);
  });
});
