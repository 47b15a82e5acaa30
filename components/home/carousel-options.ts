import type { SwiperOptions } from 'swiper/types';

/**
 * Everything a home-page carousel passes to Swiper. The same object is published on the carousel as
 * `data-swiper-options`, so browser tests can check the settings without waiting for a slide change.
 * Fields that do not apply to a carousel are null.
 */
export interface CarouselOptions {
  autoplayDelay: number;
  speed: number;
  loop: boolean;
  effect: 'slide' | 'cards';
  perSlideRotate: number | null;
  perSlideOffset: number | null;
  dynamicBullets: boolean | null;
}

// docs/product.md#home-page and docs/product.md#timings-and-limits.
const ADS_AUTOPLAY_MS = 15_000;
const COMMENTS_AUTOPLAY_MS = 3_500;
const COMMENTS_TRANSITION_MS = 1_000;
const CARDS_PER_SLIDE_ROTATE = 2;
const CARDS_PER_SLIDE_OFFSET = 8;
// The spec gives no ads transition; a wide banner reads calmer at twice Swiper's 300 ms default.
const ADS_TRANSITION_MS = 600;

/** Looping needs something to loop to; a single slide just stays put. */
export function canLoop(slideCount: number): boolean {
  return slideCount >= 2;
}

/**
 * Slides Swiper needs in the DOM before its loop works without warnings: the one shown plus a buffer
 * on each side. The cards effect widens that buffer to four (its own loopAdditionalSlides of 3 + 1).
 */
export function minimumLoopSlides(effect: CarouselOptions['effect']): number {
  return effect === 'cards' ? 1 + 2 * 4 : 2;
}

export function adsCarouselOptions(slideCount: number): CarouselOptions {
  return {
    autoplayDelay: ADS_AUTOPLAY_MS,
    speed: ADS_TRANSITION_MS,
    loop: canLoop(slideCount),
    effect: 'slide',
    perSlideRotate: null,
    perSlideOffset: null,
    dynamicBullets: true,
  };
}

export function commentsCarouselOptions(slideCount: number): CarouselOptions {
  return {
    autoplayDelay: COMMENTS_AUTOPLAY_MS,
    speed: COMMENTS_TRANSITION_MS,
    loop: canLoop(slideCount),
    effect: 'cards',
    perSlideRotate: CARDS_PER_SLIDE_ROTATE,
    perSlideOffset: CARDS_PER_SLIDE_OFFSET,
    dynamicBullets: null,
  };
}

/** The Swiper parameters for `options` (modules are added where Swiper is loaded). */
export function toSwiperParams(options: CarouselOptions, paginationEl: HTMLElement | null): SwiperOptions {
  const params: SwiperOptions = {
    speed: options.speed,
    loop: options.loop,
    effect: options.effect,
    grabCursor: true,
    // Hovering pauses, so a slide can be read to the end; a swipe does not switch autoplay off for good.
    autoplay: { delay: options.autoplayDelay, disableOnInteraction: false, pauseOnMouseEnter: true },
  };
  if (options.effect === 'cards') {
    params.cardsEffect = { perSlideRotate: options.perSlideRotate ?? undefined, perSlideOffset: options.perSlideOffset ?? undefined };
  }
  if (options.dynamicBullets !== null && paginationEl) {
    params.pagination = { el: paginationEl, clickable: true, dynamicBullets: options.dynamicBullets };
  }
  return params;
}
