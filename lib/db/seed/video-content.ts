import type { ProgramName } from './content';

// The default install's training videos (docs/product.md#training-videos): short title cards made for this project by
// seed/videos/make.sh and committed there, so neither a fresh install nor CI needs ffmpeg. Each belongs to its course;
// `content` is the title and description the learner reads beside the player (one line, at most 200 characters).

export interface SeedVideo {
  /** The file's name under seed/videos/. */
  file: string;
  course: ProgramName;
  content: string;
}

export const SEED_VIDEOS_DIR = 'seed/videos';

export const SEED_VIDEOS: readonly SeedVideo[] = [
  {
    file: 'manual-1-what-testing-is-for.webm',
    course: 'Manual Testing',
    content: 'What testing is for: finding what the requirement missed before a user does, and knowing when to stop',
  },
  {
    file: 'manual-2-boundary-values.webm',
    course: 'Manual Testing',
    content: 'Boundary value analysis: test at the edges of each range, where off-by-one defects hide',
  },
  {
    file: 'manual-3-bug-report.webm',
    course: 'Manual Testing',
    content: 'A bug report that gets fixed: one defect, steps to reproduce, expected and actual result, severity',
  },
  {
    file: 'automation-1-stable-locators.webm',
    course: 'Automation Testing',
    content: 'Stable locators: prefer test hooks and accessible roles over long XPath that breaks with every layout change',
  },
  {
    file: 'automation-2-wait-for-states.webm',
    course: 'Automation Testing',
    content: 'Wait for states, not for seconds: explicit waits on what the page shows instead of fixed sleeps',
  },
  {
    file: 'automation-3-api-checks.webm',
    course: 'Automation Testing',
    content: 'API checks with Postman and REST Assured: the status, the body and the contract of each reply',
  },
  {
    file: 'preparation-1-seven-principles.webm',
    course: 'Test Preparation',
    content: 'The seven testing principles for the ISTQB Foundation exam, each with an example from a real project',
  },
  {
    file: 'preparation-2-static-testing.webm',
    course: 'Test Preparation',
    content: 'Static testing: reviews and walkthroughs that find defects in requirements before any code runs',
  },
];
