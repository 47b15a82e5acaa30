import { adMediaUrl, type PublicAd } from '@/lib/ads/queries';

// The seeded banner art is 1200 × 600 and keeps its left side calm for the title laid over it.
const MEDIA_WIDTH = 1200;
const MEDIA_HEIGHT = 600;

interface AdSlideProps {
  ad: PublicAd;
  position: number;
  total: number;
}

/** One Digital Outreach slide (docs/product.md#home-page): the 'Ads' badge, the title and the ad's image or video. */
export function AdSlide({ ad, position, total }: AdSlideProps) {
  const src = adMediaUrl(ad.media);
  const isImage = ad.type === 'image';
  return (
    <div className="swiper-slide" role="group" aria-roledescription="slide" aria-label={`${position} of ${total}`} data-test="ad-slide">
      {/* The bottom padding is where the pagination bullets sit, so they never cover the ad. */}
      <div className="pb-9">
        <div className="relative aspect-[2/1] overflow-hidden rounded-2xl bg-brand-900 shadow-lg">
          {isImage ? (
            // Served by our own immutable media route; the optimiser would only add a second copy.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={src}
              alt={ad.title}
              width={MEDIA_WIDTH}
              height={MEDIA_HEIGHT}
              loading="lazy"
              decoding="async"
              data-test="ad-media"
              className="absolute inset-0 size-full object-cover"
            />
          ) : (
            <video
              src={src}
              autoPlay
              muted
              loop
              playsInline
              controls
              aria-label={ad.title}
              data-test="ad-media"
              className="absolute inset-0 size-full bg-black object-cover"
            />
          )}
          {/* Over an image the text sits on the calm left side; over a video, along the top, clear of its controls. */}
          <div
            className={`pointer-events-none absolute flex flex-col items-start gap-2 p-4 sm:gap-3 sm:p-8 lg:p-10 ${
              isImage
                ? 'inset-y-0 left-0 w-2/3 justify-center bg-linear-to-r from-brand-900/90 via-brand-900/70 to-transparent sm:w-3/5'
                : 'inset-x-0 top-0 bg-linear-to-b from-brand-900/90 via-brand-900/60 to-transparent pb-12'
            }`}
          >
            <span
              data-test="ad-badge"
              className="rounded-full bg-accent-500 px-2.5 py-0.5 text-xs font-bold tracking-wide text-ink"
            >
              Ads
            </span>
            <h3 data-test="ad-title" className="line-clamp-3 text-base font-bold text-white sm:text-2xl lg:text-3xl">
              {ad.title}
            </h3>
          </div>
        </div>
      </div>
    </div>
  );
}
