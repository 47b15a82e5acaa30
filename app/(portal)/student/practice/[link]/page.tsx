import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PracticeHeader } from '@/components/practice/practice-header';
import { requireRole } from '@/lib/auth/guards';
import { PRACTICE_ITEMS, type ExternalPracticeItem } from '@/lib/practice/items';
import { buttonClasses } from '@/components/ui/button-styles';

// docs/product.md#practice: a practice item also opens as /student/practice/{link}. The hosted exercises have
// folders of their own beside this one (under their link), which win over this
// route; the remaining items are public practice sites, introduced before leaving.

interface PracticeLinkPageProps {
  params: Promise<{ link: string }>;
}

function findExternalItem(link: string): ExternalPracticeItem | undefined {
  return PRACTICE_ITEMS.find((item): item is ExternalPracticeItem => item.external && item.link === link);
}

export async function generateMetadata({ params }: PracticeLinkPageProps): Promise<Metadata> {
  const { link } = await params;
  return { title: findExternalItem(link)?.title ?? 'Practice Exercise' };
}

export default async function StudentPracticeExercisePage({ params }: PracticeLinkPageProps) {
  await requireRole('student');
  const { link } = await params;
  const item = findExternalItem(link);
  if (!item) notFound();

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
      <PracticeHeader eyebrow="Practice Exercise" title={item.title} />
      <p data-test="practice-description" className="mt-4 leading-relaxed text-slate-700">
        {item.description}
      </p>
      <p className="mt-4 text-sm text-slate-600">This exercise uses a public practice site; it opens in a new tab.</p>
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        data-test="open-practice-site"
        className={`mt-6 ${buttonClasses('primary', 'wide')}`}
      >
        Open the practice site
        <span className="sr-only"> (opens in a new tab)</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M11 3a1 1 0 1 0 0 2h2.59l-6.3 6.29a1 1 0 1 0 1.42 1.42L15 6.41V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
          <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
        </svg>
      </a>
    </section>
  );
}
