import type { HostedExercise } from '@/lib/practice/registry';
import { KIT_LABELS, KIT_VERSION, starterKitName, starterKitPath, type KitTool } from '@/lib/practice/starter-kits';
import { buttonClasses } from '@/components/ui/button-styles';

/**
 * The exercise's starter kits (docs/practice/README.md#starter-kits): for a page, a Playwright and a Selenium project;
 * for the SOAP service, a zeep project; each with a README and a few tests of this version, ready to run against this
 * site with the learner's own credentials. `tools`: the kits the exercise has.
 */
export function StarterKits({ exercise, tools }: { exercise: HostedExercise; tools: readonly KitTool[] }) {
  return (
    <section aria-labelledby="starter-kits-title" data-test="starter-kits" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="starter-kits-title" className="text-lg font-semibold text-ink">
        Starter kits
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A small test project for this exercise ({KIT_VERSION}): a README and a few tests to extend. Set the site&apos;s address and your
        credentials in environment variables, as its README says, and run it.
      </p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {tools.map((tool) => (
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
