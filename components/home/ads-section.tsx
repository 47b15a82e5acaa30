import type { PublicAd } from '@/lib/ads/queries';
import { AdSlide } from './ad-slide';
import { Carousel } from './carousel';
import { adsCarouselOptions } from './carousel-options';
import { HomeSection } from './home-section';
import { EmptyNote } from '@/components/ui/empty-note';

/** 'Digital Outreach' (docs/product.md#home-page): the ads carousel, or 'No ads available'. */
export function AdsSection({ ads }: { ads: PublicAd[] }) {
  return (
    <HomeSection
      titleId="ads-title"
      testId="home-ads"
      className="bg-white"
      eyebrow="News & offers"
      title="Digital Outreach"
      intro="New batches, open seats and program news from QA Academy."
    >
      <div className="mx-auto mt-10 max-w-5xl">
        {ads.length === 0 ? (
          <EmptyNote testId="ads-empty" onWhite>
            No ads available
          </EmptyNote>
        ) : (
          <Carousel
            label="Digital Outreach ads"
            itemName="ad"
            options={adsCarouselOptions(ads.length)}
            dataTest="ads-carousel"
            className="[--swiper-pagination-bottom:0.75rem] [--swiper-pagination-bullet-inactive-color:var(--color-slate-500)] [--swiper-pagination-bullet-inactive-opacity:1] [--swiper-pagination-color:var(--color-brand-600)]"
          >
            {ads.map((ad, index) => (
              <AdSlide key={ad.id} ad={ad} position={index + 1} total={ads.length} />
            ))}
          </Carousel>
        )}
      </div>
    </HomeSection>
  );
}
