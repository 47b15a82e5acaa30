import fs from 'node:fs';
import path from 'node:path';
import { startNewcomerServer } from '../../e2e/newcomer-server';
import { createPriorityGate } from '../../lib/concurrency/priority-gate';
import { HOSTED_EXERCISES, type HostedExercise } from '../../lib/practice/registry';
import { KIT_TOOLS, type KitTool } from '../../lib/practice/starter-kits';
import { execute } from './execute';
import { download } from './kit-download';
import { readJunit } from './junit.mjs';
import { KIT_SHORT_NAMES, kitEnv, PYTHON } from './kit-env';
import { endLeftovers } from './leftover-processes';
import { createLearner, type KitLearner } from './learners';
import { runPostmanCollections } from './postman';
import { runScoring, type ScoreChoice } from './score-runs';
import { checkOutcomes, type Run } from './verdict';

// The practice lab's reference suites (docs/practice/README.md#starter-kits): every exercise's starter kits (the
// Playwright and Selenium kits of the pages, the zeep kit of the SOAP service), downloaded from the running app as a
// learner gets them, unpacked, and run against it twice: as a learner with bug mode off (every test must pass) and as
// one with bug mode on (at least one test per kit must fail, on a planted defect). One production server for all of
// it, started as `npm start` starts it (e2e/newcomer-server.ts).
//
// With --score, the suite score's loops run beside them (./score-runs.ts): each `tool:exercise` pair scores that
// exercise with that tool (playwright, selenium-python, soap-python: the kit's `score` command; newman: the printed
// curl loop).
//
// npx tsx scripts/practice-kits/run.ts [results dir] [--only=grocery,reservation] [--tools=playwright,newman] [--modes=clean]
//   [--score=playwright:{exercise},selenium-python:{exercise},soap-python:{exercise},newman:{exercise}]
// Needs a build (NEXT_DIST_DIR picks it), /usr/bin/chromium-headless-shell, /usr/bin/chromium, /usr/bin/chromedriver,
// and Debian's python3-selenium, python3-zeep and python3-pytest.

const REPO = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]?.split(',');
const resultsDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'tmp/practice-kits-results');
// The kits an exercise has (as lib/practice/starter-kit-zip.ts's hasStarterKit): one new to the lab may come before
// them, and the SOAP service has only the SOAP client's.
const hasKit = (exercise: HostedExercise, tool: KitTool) => fs.existsSync(path.join(REPO, 'practice-kits', exercise, tool));
const exercises = (option('only') ?? HOSTED_EXERCISES) as HostedExercise[];
const tools = ((option('tools') ?? KIT_TOOLS).filter((tool) => tool !== 'newman') as KitTool[]).filter((tool) => exercises.some((exercise) => hasKit(exercise, tool)));
// The Postman collections run with newman beside the kits (./postman.ts); --tools without newman leaves them out.
const withNewman = option('tools')?.includes('newman') ?? true;
const modes = (option('modes') ?? ['clean', 'bug']) as Run['mode'][];
const port = Number(process.env.PRACTICE_KITS_PORT ?? 3800);
const scoreChoice = Object.fromEntries((option('score') ?? []).map((pair) => pair.split(':'))) as ScoreChoice;
/**
 * Browser kits (Playwright, Selenium) running at once, over all lanes; the SOAP kit drives no browser and never waits.
 * Four lanes of browsers beside the two scoring ones put eight Chromiums on a two-core CI runner at the start, where a
 * page's first load took past 30 s; the work is the same with fewer at once, and the cores are as busy.
 */
const BROWSER_KITS_AT_ONCE = 3;
const browserSlots = createPriorityGate(BROWSER_KITS_AT_ONCE, 1);

function runKit(run: Run, kitDir: string, env: Record<string, string | undefined>): Promise<number> {
  const log = path.join(resultsDir, 'kits', `${run.tool}-${run.mode}-${run.exercise}.log`);
  if (run.tool === 'playwright') {
    const cli = path.join(REPO, 'node_modules', '.bin', 'playwright');
    const output = path.join(REPO, 'tmp', 'practice-kits', 'output', `${run.mode}-${run.exercise}`);
    const stopEarly = run.mode === 'bug' ? ['--max-failures=1'] : [];
    return execute(cli, ['test', '--config', path.join(kitDir, 'playwright.config.ts'), '--reporter=list,junit', '--trace=off', '--output', output, ...stopEarly], {
      cwd: REPO,
      log,
      env: { ...env, PLAYWRIGHT_JUNIT_OUTPUT_NAME: run.report },
    });
  }
  // Both Python kits (Selenium, zeep) run pytest in the kit, as their READMEs say.
  const stopEarly = run.mode === 'bug' ? ['-x'] : [];
  return execute(PYTHON, ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', `--junitxml=${run.report}`, ...stopEarly], { cwd: kitDir, log, env });
}

async function main() {
  const started = Date.now();
  fs.rmSync(path.join(resultsDir, 'kits'), { recursive: true, force: true });
  fs.mkdirSync(path.join(resultsDir, 'kits'), { recursive: true });
  const unpacked = path.join(REPO, 'tmp', 'practice-kits');
  fs.rmSync(unpacked, { recursive: true, force: true });
  const server = await startNewcomerServer(port);
  try {
    console.log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${server.baseURL}`);
    // One learner per tool and mode, so the tools' runs can go side by side without meeting in one learner's data.
    const learners = new Map<string, KitLearner>();
    const envs = new Map<string, Record<string, string | undefined>>();
    for (const tool of tools) {
      for (const mode of modes) {
        const learner = await createLearner(server.baseURL, server.outboxDir, `kit-${KIT_SHORT_NAMES[tool]}-${mode}`, mode === 'bug');
        learners.set(`${tool}-${mode}`, learner);
        envs.set(`${tool}-${mode}`, await kitEnv(tool, server.baseURL, learner));
      }
    }
    const kitDirs = new Map<string, string>();
    for (const tool of tools) {
      for (const exercise of exercises.filter((each) => hasKit(each, tool))) {
        kitDirs.set(`${tool}-${exercise}`, await download(server.baseURL, learners.get(`${tool}-${modes[0]}`)!, exercise, tool, path.join(unpacked, tool)));
      }
    }
    console.log(`${kitDirs.size} kits downloaded and unpacked into ${path.relative(REPO, unpacked)}`);

    // Per tool and mode, the kits run one after another; the lanes go side by side, at most BROWSER_KITS_AT_ONCE
    // browser kits at a time. Much of a run is waiting
    // (on the server, on the exercises' own delays), which the others use. With bug mode on, a kit stops at its
    // first failing test: one caught defect per kit is the proof, and each further one would cost a timeout.
    const runs: Run[] = [];
    const postman = withNewman
      ? runPostmanCollections(server.baseURL, await createLearner(server.baseURL, server.outboxDir, 'kit-newman', false), resultsDir).catch((error: Error) => [`newman: ${error.message}`])
      : Promise.resolve([]);
    const scoring = runScoring(server, resultsDir, scoreChoice);
    const lanes = tools.flatMap((tool) => modes.map((mode) => ({ tool, mode }))).map(async ({ tool, mode }) => {
      {
        for (const exercise of exercises.filter((each) => hasKit(each, tool))) {
          const run: Run = { tool, mode, exercise, report: path.join(resultsDir, 'kits', `${tool}-${mode}-${exercise}.xml`), exitCode: 0, seconds: 0, cases: [] };
          const kit = async () => {
            const t0 = Date.now();
            run.exitCode = await runKit(run, kitDirs.get(`${tool}-${exercise}`)!, envs.get(`${tool}-${mode}`)!);
            run.seconds = (Date.now() - t0) / 1000;
          };
          await (tool === 'soap-python' ? kit() : browserSlots.run(0, kit));
          run.cases = fs.existsSync(run.report) ? readJunit(run.report) : [];
          console.log(`  ${tool} ${mode} ${exercise}: ${run.cases.filter((c) => c.outcome === 'passed').length}/${run.cases.length} passed in ${run.seconds.toFixed(1)} s`);
          runs.push(run);
        }
      }
    });
    await Promise.all(lanes);
    const problems = [...checkOutcomes(runs, resultsDir), ...(await postman), ...(await scoring)];
    // Every kit, lane and scoring loop has ended: nothing they started may still run.
    problems.push(...endLeftovers());
    console.log(`practice kits: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
    if (problems.length) {
      console.error(`\n${problems.join('\n')}\n(logs: ${path.relative(REPO, path.join(resultsDir, 'kits'))}/*.log)`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

await main();
