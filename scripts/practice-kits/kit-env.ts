import type { KitTool } from '../../lib/practice/starter-kits';
import { createOAuthClient, type KitLearner } from './learners';

// What a kit reads from its environment, as its README asks for it (scripts/practice-kits/run.ts, ./score-runs.ts):
// the site's address and the learner's credentials (the browser kits: the login; the SOAP kit: an OAuth client, made
// here as the learner makes one on the exercise page, and nothing else, so its README's variables are proved enough),
// and where Debian keeps the browsers and chromedriver.

export const PYTHON = '/usr/bin/python3';

export async function kitEnv(tool: KitTool, baseURL: string, learner: KitLearner): Promise<Record<string, string | undefined>> {
  const common = { PATH: process.env.PATH, HOME: process.env.HOME, QA_ACADEMY_URL: baseURL };
  if (tool === 'soap-python') {
    const { clientId, clientSecret } = await createOAuthClient(baseURL, learner);
    return { ...common, PYTHONDONTWRITEBYTECODE: '1', QA_ACADEMY_CLIENT_ID: clientId, QA_ACADEMY_CLIENT_SECRET: clientSecret };
  }
  const login = { ...common, QA_ACADEMY_EMAIL: learner.email, QA_ACADEMY_PASSWORD: learner.password };
  if (tool === 'playwright') return { ...login, CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell' };
  // chromedriver drives Debian's headless shell as it drives the full browser (the kit's CHROME_BINARY, as its README
  // allows), without the full browser's own UI processes: five page loads took 1.7 s against 3.5 s, and a start 0.9 s
  // against 1.6 s, on CI's 2-core machine. The binary itself, not /usr/bin/chromium-headless-shell: that is a shell
  // script running the browser as its child, which chromedriver's quit does not end (./leftover-processes.ts).
  return {
    ...login,
    PYTHONDONTWRITEBYTECODE: '1',
    CHROMEDRIVER: '/usr/bin/chromedriver',
    CHROME_BINARY: process.env.CHROME_BINARY ?? '/usr/lib/chromium/chromium-headless-shell',
  };
}

/** A short name per tool for its learners' addresses. */
export const KIT_SHORT_NAMES: Record<KitTool, string> = { playwright: 'pw', 'selenium-python': 'py', 'soap-python': 'soap' };
