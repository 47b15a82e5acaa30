import { POST as evidenceRoute } from '@/app/api/practice/v1/bug-hunt/evidence/route';
import { GET as viewRoute } from '@/app/api/practice/v1/bug-hunt/view/route';
import { POST as withdrawRoute } from '@/app/api/practice/v1/bug-hunt/reports/[id]/withdraw/route';
import { POST as screenshotPost, GET as screenshotGet } from '@/app/api/practice/v1/bug-hunt/reports/[id]/screenshot/route';
import { PUT as verdictRoute } from '@/app/api/practice/v1/bug-hunt/reports/[id]/verdict/route';
import { GET as listRoute, POST as reportRoute } from '@/app/api/practice/v1/bug-hunt/reports/route';
import { GET as scoreRoute } from '@/app/api/practice/v1/bug-hunt/score/route';
import { call, type CallResult } from '@/tests/helpers/http';
import { assertKeepsPracticeContract } from '@/tests/helpers/openapi-contract';
import type { TestUser } from '@/tests/helpers/users';
import { tokenOf } from '../book-list/book-api';

// The bug hunt's API as a learner's page and tools call it (docs/product.md#bug-hunt): the report and the lists with
// the session or a practice token, the page's evidence and the screenshot with the session, the override as a
// trainer. The learner's calls are held to the practice API document (docs/architecture.md#api-contract).

export const HUNT = '/api/practice/v1/bug-hunt';

export interface ReportFields {
  exercise: string;
  area: string;
  title: string;
  actual: string;
  steps?: string;
  expected?: string;
  severity?: string;
}

/** A complete report: the given fields, and plain steps, expected result and severity. */
export const reportBody = (fields: ReportFields) => ({ steps: '1. Open the exercise with bug mode on.\n2. Do what the title says.', expected: 'What the task sheet states.', severity: 'medium', ...fields });

type Who = { user: TestUser; via?: 'session' | 'token' };

async function credentials({ user, via = 'session' }: Who) {
  return via === 'token' ? { bearer: await tokenOf(user) } : { cookie: user.cookie };
}

function checked(method: string, path: string, result: CallResult): CallResult {
  assertKeepsPracticeContract({ method, path }, { status: result.status, headers: result.headers, body: result.json });
  return result;
}

export async function report(who: Who, fields: ReportFields | Record<string, unknown>): Promise<CallResult> {
  const body = 'exercise' in fields && 'title' in fields && 'actual' in fields && 'area' in fields ? reportBody(fields as ReportFields) : fields;
  return checked('POST', `${HUNT}/reports`, await call(reportRoute, { path: `${HUNT}/reports`, body, ...(await credentials(who)) }));
}

export async function reports(who: Who, query = ''): Promise<CallResult> {
  const path = `${HUNT}/reports${query}`;
  return checked('GET', path, await call(listRoute, { path, ...(await credentials(who)) }));
}

export async function score(who: Who): Promise<CallResult> {
  return checked('GET', `${HUNT}/score`, await call(scoreRoute, { path: `${HUNT}/score`, ...(await credentials(who)) }));
}

export interface PageClaim {
  exercise: string;
  view: string;
  slot: string;
  code: string;
}

/** What an exercise page reads as it loads: its view's codes, one per page-side slot. */
export function issueView(user: TestUser, exercise: string): Promise<CallResult> {
  const path = `${HUNT}/view?exercise=${encodeURIComponent(exercise)}`;
  return call(viewRoute, { path, cookie: user.cookie });
}

/** What an exercise page sends when it shows a planted defect that lives in the browser. */
export function pageEvidence(user: TestUser, claim: PageClaim): Promise<CallResult> {
  return call(evidenceRoute, { path: `${HUNT}/evidence`, body: claim, cookie: user.cookie });
}

/** Meets a page-side defect as its page would: reads a view of the exercise and sends the slot's code. */
export async function showOnPage(user: TestUser, exercise: string, slot: string): Promise<PageClaim> {
  const { view, probes } = (await issueView(user, exercise)).json as { view: string; probes: Record<string, string> };
  const claim = { exercise, view, slot, code: probes[slot] };
  const sent = await pageEvidence(user, claim);
  if (sent.status !== 204) throw new Error(`evidence answered ${sent.status}`);
  return claim;
}

export function withdraw(admin: TestUser, reportId: number, body: Record<string, unknown>): Promise<CallResult> {
  return call(withdrawRoute, { method: 'POST', path: `${HUNT}/reports/${reportId}/withdraw`, params: { id: String(reportId) }, body, cookie: admin.cookie });
}

export function override(admin: TestUser, reportId: number, body: Record<string, unknown>): Promise<CallResult> {
  return call(verdictRoute, { method: 'PUT', path: `${HUNT}/reports/${reportId}/verdict`, params: { id: String(reportId) }, body, cookie: admin.cookie });
}

export function uploadScreenshot(user: TestUser, reportId: number, file: Blob, name = 'shot.png'): Promise<CallResult> {
  const form = new FormData();
  form.set('screenshot', file, name);
  return call(screenshotPost, { path: `${HUNT}/reports/${reportId}/screenshot`, params: { id: String(reportId) }, form, cookie: user.cookie });
}

export function readScreenshot(user: TestUser, reportId: number): Promise<CallResult> {
  return call(screenshotGet, { path: `${HUNT}/reports/${reportId}/screenshot`, params: { id: String(reportId) }, cookie: user.cookie });
}
