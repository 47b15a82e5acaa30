import type { HostedExercise } from '@/lib/practice/registry';
import { KIT_LABELS, KIT_TOOLS, KIT_VERSION, starterKitName, starterKitPath } from '@/lib/practice/starter-kits';
import { buttonClasses } from '@/components/ui/button-styles';

/**
 * The exercise's two starter kits (docs/practice/README.md#starter-kits): a Playwright and a Selenium project with a
 * README, page objects and a few tests of this version, ready to run against this site with the learner's own login.
 */
export function StarterKits({ exercise }: { exercise: HostedExercise }) {
  return (
    <section aria-labelledby="starter-kits-title" data-test="starter-kits" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="starter-kits-title" className="text-lg font-semibold text-ink">
        Starter kits
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A small test project for this exercise ({KIT_VERSION}): a README, page objects and a few tests. Set the site&apos;s address and your
        login in environment variables, as its README says, and run it.
      </p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {KIT_TOOLS.map((tool) => (
          <li key={tool}>
            <a
              href={starterKitPath(exercise, tool)}
              download={`${starterKitName(exercise, tool)}.zip`}
              data-test={`starter-kit-${tool}`}
              className={buttonClasses('secondary')}
            >
              Download the {KIT_LABELS[tool].tool} ({KIT_LABELS[tool].language}) starter kit
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
