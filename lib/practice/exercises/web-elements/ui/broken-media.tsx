'use client';

import { useDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { usePlanted } from '@/components/practice/practice-session';
import { PRACTICE_IMAGES, PRACTICE_LINKS } from '@/lib/practice/exercises/web-elements/media';
import { SectionCard } from '@/components/practice/section-card';

// Broken images and links (docs/practice/web-elements.md#broken-images-and-links): two images load, two
// point to files our server does not have (404); some links work, some answer 404, 410, 418 or 503.
// All same-origin: nothing here loads from another site.

export function BrokenMedia() {
  const badgeUnnamed = usePlanted('course-badge');
  // WEB-07's evidence for the bug hunt (docs/architecture.md#bug-hunt): the badge is drawn without alt.
  useDefectEvidence('web-elements', 'course-badge', badgeUnnamed);
  return (
    <SectionCard
      size="roomy"
      headingId="we-media-title"
      title="Broken images and links"
      description="Find the images that do not load and the links that do not work."
      testId="section-media"
      className="lg:col-span-2"
    >
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {PRACTICE_IMAGES.map((image) => (
          <figure key={image.key} className="min-w-0">
            {/* A plain <img>: learners inspect its real src and naturalWidth; next/image would rewrite both. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={image.src}
              // Planted defect WEB-07: with bug mode on, the badge has no alt attribute at all.
              alt={badgeUnnamed && image.key === 'badge' ? undefined : image.alt}
              width={160}
              height={120}
              data-test={`media-image-${image.key}`}
              className="h-auto w-full rounded-lg border border-slate-200 bg-slate-50 text-xs text-slate-600"
            />
            <figcaption className="mt-1 text-sm text-slate-700">{image.caption}</figcaption>
          </figure>
        ))}
      </div>
      <h3 className="mt-6 font-semibold text-ink">Links</h3>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {PRACTICE_LINKS.map((link) => (
          <li key={link.key}>
            <a href={link.href} data-test={`media-link-${link.key}`} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
