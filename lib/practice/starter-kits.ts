import type { HostedExercise } from './registry';

// Starter kits (docs/practice/README.md#starter-kits): small test projects a learner downloads from the exercise
// page: for a page, a Playwright (TypeScript) and a Selenium (Python + pytest) project; for the SOAP service, a zeep
// (Python + pytest) project. An exercise has the kits whose folder practice-kits/{exercise}/{tool}/ exists
// (lib/practice/starter-kit-zip.ts's starterKitTools). They are the lab's reference suites: CI runs them against the
// built app in clean mode and in bug mode (scripts/practice-kits/run.ts). Client-safe: names and addresses only.

export const KIT_TOOLS = ['playwright', 'selenium-python', 'soap-python'] as const;
export type KitTool = (typeof KIT_TOOLS)[number];

/** The only exercise version the kits are written for; their page objects open /student/practice/{link}/v1. */
export const KIT_VERSION = 'v1';

export const KIT_LABELS: Record<KitTool, { tool: string; language: string }> = {
  playwright: { tool: 'Playwright', language: 'TypeScript' },
  'selenium-python': { tool: 'Selenium', language: 'Python + pytest' },
  'soap-python': { tool: 'zeep SOAP client', language: 'Python + pytest' },
};

/** GET this for the kit's zip. */
export function starterKitPath(exercise: HostedExercise, tool: KitTool): string {
  return `/api/practice/${KIT_VERSION}/${exercise}/starter-kit/${tool}`;
}

/** The zip's file name, and the folder every file in it sits in (without ".zip"). */
export function starterKitName(exercise: HostedExercise, tool: KitTool): string {
  return `qa-academy-${exercise}-${KIT_VERSION}-${tool}`;
}
