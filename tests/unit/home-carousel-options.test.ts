import { describe, expect, it } from 'vitest';
import { adsCarouselOptions, commentsCarouselOptions, minimumLoopSlides, toSwiperParams } from '@/components/home/carousel-options';

describe('home carousel options', () => {
  it('ads: autoplay every 15 s, dynamic clickable bullets, loop once there are two ads (docs/product.md#home-page)', () => {
    const options = adsCarouselOptions(3);
    expect(options).toMatchObject({ autoplayDelay: 15_000, loop: true, effect: 'slide', dynamicBullets: true });
    const pagination = {} as HTMLElement;
    expect(toSwiperParams(options, pagination)).toMatchObject({
      autoplay: { delay: 15_000 },
      loop: true,
      effect: 'slide',
      pagination: { el: pagination, clickable: true, dynamicBullets: true },
    });
    expect(adsCarouselOptions(1).loop).toBe(false);
  });

  it('comments: cards effect (rotate 2, offset 8), autoplay 3.5 s, 1 s transition, loop (docs/product.md#home-page)', () => {
    const options = commentsCarouselOptions(4);
    expect(options).toEqual({
      autoplayDelay: 3_500,
      speed: 1_000,
      loop: true,
      effect: 'cards',
      perSlideRotate: 2,
      perSlideOffset: 8,
      dynamicBullets: null,
    });
    const params = toSwiperParams(options, null);
    expect(params).toMatchObject({
      autoplay: { delay: 3_500 },
      speed: 1_000,
      loop: true,
      effect: 'cards',
      cardsEffect: { perSlideRotate: 2, perSlideOffset: 8 },
    });
    expect(params.pagination).toBeUndefined();
    expect(commentsCarouselOptions(1).loop).toBe(false);
  });

  it('pads a looping cards stack to the nine slides Swiper needs', () => {
    expect(minimumLoopSlides('cards')).toBe(9);
    expect(minimumLoopSlides('slide')).toBe(2);
  });
});
