import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readJunit } from './junit.mjs';
import type { KitLearner } from './learners';
import { RUN_MARK } from './leftover-processes';

// The practice API's Postman collections run with newman (docs/practice/README.md#starter-kits), as a learner runs
// them: a personal access token made through the API with the learner's session, the collection and environment
// downloaded from the app (each API names its own in the OpenAPI document's tags, `x-postman`), the environment's
// `baseUrl` and `token` filled in, and newman's JUnit report written beside the kits' (kits/newman-clean-{api}.xml),
// so the summary (scripts/test-summary.mjs) counts its tests.

const REPO = path.resolve(import.meta.dirname, '../..');
export const NEWMAN = path.join(REPO, 'node_modules', '.bin', 'newman');

interface Downloads {
  collection: string;
  environment: string;
}

async function fetchOk(baseURL: string, address: string, init: RequestInit = {}): Promise<Response> {
  const reply = await fetch(new URL(address, baseURL), init);
  if (!reply.ok) throw new Error(`${init.method ?? 'GET'} ${address} answered ${reply.status}: ${await reply.text()}`);
  return reply;
}

/** A personal access token of the learner's, made as the learner makes one: with their session. */
export async function practiceToken(baseURL: string, learner: KitLearner): Promise<string> {
  const reply = await fetchOk(baseURL, '/api/practice/v1/tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL, cookie: learner.cookie },
    body: JSON.stringify({ name: 'newman' }),
  });
  return ((await reply.json()) as { token: string }).token;
}

/** A downloaded file, checked to be one: JSON, offered as an attachment. */
async function download(baseURL: string, address: string): Promise<Record<string, unknown>> {
  const reply = await fetchOk(baseURL, address);
  if (!/^attachment; filename="[^"]+\.json"/.test(reply.headers.get('content-disposition') ?? '')) throw new Error(`${address} is not offered as a JSON download`);
  return (await reply.json()) as Record<string, unknown>;
}

function run(args: string[], log: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const out = fs.openSync(log, 'w');
    const child = spawn(NEWMAN, args, { cwd: REPO, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...RUN_MARK } as unknown as NodeJS.ProcessEnv, stdio: ['ignore', out, out] });
    child.once('error', reject);
    child.once('exit', (code) => {
      fs.closeSync(out);
      resolve(code ?? 1);
    });
  });
}

export interface PostmanFiles {
  /** The API's tag in the OpenAPI document. */
  name: string;
  /** The API's resource segment (/api/practice/v1/{api}/…). */
  api: string;
  collection: string;
  environment: string;
}

/** Every collection the document offers, downloaded with its environment (baseUrl and token filled in) into `work`. */
export async function postmanFiles(baseURL: string, token: string, work = path.join(REPO, 'tmp', 'postman')): Promise<PostmanFiles[]> {
  const document = (await (await fetchOk(baseURL, '/api/practice/v1/openapi.json')).json()) as { tags?: { name: string; 'x-postman'?: Downloads }[] };
  const offered = (document.tags ?? []).flatMap((tag) => (tag['x-postman'] ? [{ name: tag.name, ...tag['x-postman'] }] : []));
  fs.mkdirSync(work, { recursive: true });
  const files: PostmanFiles[] = [];
  for (const { name, collection, environment } of offered) {
    const api = collection.split('/').at(-2)!;
    const environmentFile = await download(baseURL, environment);
    const values = (environmentFile.values as { key: string; value: string }[]).map((value) =>
      value.key === 'baseUrl' ? { ...value, value: baseURL.replace(/\/$/, '') } : value.key === 'token' ? { ...value, value: token } : value,
    );
    const each = { name, api, collection: path.join(work, `${api}.postman_collection.json`), environment: path.join(work, `${api}.postman_environment.json`) };
    fs.writeFileSync(each.collection, JSON.stringify(await download(baseURL, collection)));
    fs.writeFileSync(each.environment, JSON.stringify({ ...environmentFile, values }));
    files.push(each);
  }
  return files;
}

/** Runs every collection the document offers; answers what went wrong (nothing when all passed). */
export async function runPostmanCollections(baseURL: string, learner: KitLearner, resultsDir: string): Promise<string[]> {
  const offered = await postmanFiles(baseURL, await practiceToken(baseURL, learner));
  if (offered.length === 0) return ['The OpenAPI document offers no Postman collection.'];
  const problems: string[] = [];
  for (const { name, api, ...files } of offered) {
    const report = path.join(resultsDir, 'kits', `newman-clean-${api}.xml`);
    const started = Date.now();
    const exitCode = await run(['run', files.collection, '-e', files.environment, '--reporters', 'cli,junit', '--reporter-junit-export', report, '--color', 'off'], report.replace(/\.xml$/, '.log'));
    const cases = fs.existsSync(report) ? readJunit(report) : [];
    const passed = cases.filter((each) => each.outcome === 'passed').length;
    console.log(`  newman ${name}: ${passed}/${cases.length} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (exitCode !== 0 || cases.length === 0 || passed !== cases.length) problems.push(`newman ${name}: exit ${exitCode}, ${passed} of ${cases.length} tests passed (see ${path.relative(REPO, report.replace(/\.xml$/, '.log'))})`);
  }
  return problems;
}
