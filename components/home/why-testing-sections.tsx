import { HomeSection } from './home-section';
import { WHY_TESTING_BLOCKS, type WhyTestingBlock } from './why-testing-content';

// Alternating backgrounds keep the three blocks visually apart.
const BACKGROUNDS = ['bg-slate-50', 'bg-white', 'bg-slate-50'] as const;

/** The three blocks on why software testing matters, each its own section with an h2. */
export function WhyTestingSections() {
  return (
    <>
      {WHY_TESTING_BLOCKS.map((block, index) => (
        <WhyTestingSection key={block.id} block={block} background={BACKGROUNDS[index % BACKGROUNDS.length]} />
      ))}
    </>
  );
}

function WhyTestingSection({ block, background }: { block: WhyTestingBlock; background: string }) {
  const titleId = `${block.id}-title`;
  return (
    <HomeSection
      titleId={titleId}
      testId="home-why-testing"
      className={`${background}`}
      layout="grid gap-10 lg:grid-cols-[2fr_3fr]"
      eyebrow={block.eyebrow}
      title={block.title}
      intro={block.intro}
    >
      <ul className="grid gap-5 sm:grid-cols-2">
        {block.points.map((point) => (
          <li key={point.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round">
                <path d="M5 12.5l4.5 4.5L19 7.5" />
              </svg>
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{point.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{point.text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
