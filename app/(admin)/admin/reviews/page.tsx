import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { ReviewSettingForm } from '@/components/admin/reviews/review-setting-form';
import { ReviewTable } from '@/components/admin/reviews/review-table';
import { PortalPage } from '@/components/layout/portal-page';
import { requireRole } from '@/lib/auth/guards';
import type { ReviewStatus } from '@/lib/db/schema';
import { listReviewsForModeration } from '@/lib/reviews/moderation';
import { readReviewModeration } from '@/lib/reviews/moderation-setting';

export const metadata: Metadata = { title: 'Reviews' };

const FILTERS: { status: ReviewStatus | 'any'; label: string }[] = [
  { status: 'any', label: 'All' },
  { status: 'pending', label: 'Waiting' },
  { status: 'published', label: 'Published' },
  { status: 'hidden', label: 'Hidden' },
];

/** Review moderation (docs/product.md#admin-reviews): the setting, then every review with Approve, Hide and Delete. */
export default async function AdminReviewsPage({ searchParams }: { searchParams: Promise<{ status?: string | string[] }> }) {
  await requireRole('admin');
  await connection();
  const asked = (await searchParams).status;
  const status = FILTERS.find((filter) => filter.status === asked)?.status ?? 'any';
  const [reviews, setting] = await Promise.all([listReviewsForModeration(status === 'any' ? undefined : status), readReviewModeration()]);
  return (
    <PortalPage
      eyebrow="Admin Panel"
      title="Reviews"
      width="full"
      intro="What students wrote. Only published reviews appear in the home page's Student Comments; hide one to take it down, or delete it for good."
    >
      <ReviewSettingForm approveFirst={setting.approveFirst} />
      <section aria-labelledby="reviews-heading" className="mt-8">
        <h2 id="reviews-heading" className="text-xl font-semibold text-ink">
          Reviews <span className="text-base font-normal text-slate-600">({reviews.length})</span>
        </h2>
        <nav aria-label="Filter reviews" className="mt-3 flex flex-wrap gap-2 text-sm">
          {FILTERS.map((filter) => (
            <Link
              key={filter.status}
              href={filter.status === 'any' ? '/admin/reviews' : `/admin/reviews?status=${filter.status}`}
              aria-current={filter.status === status ? 'page' : undefined}
              data-test="review-filter"
              className={`rounded-full border px-3 py-1 ${filter.status === status ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 text-slate-800 hover:border-brand-600'}`}
            >
              {filter.label}
            </Link>
          ))}
        </nav>
        <div className="mt-4">
          <ReviewTable reviews={reviews} />
        </div>
      </section>
    </PortalPage>
  );
}
