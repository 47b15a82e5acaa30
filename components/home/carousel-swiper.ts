import Swiper from 'swiper';
import { Autoplay, EffectCards, Pagination } from 'swiper/modules';
import { minimumLoopSlides, toSwiperParams, type CarouselOptions } from './carousel-options';

// Loaded with import() only when a carousel comes near the viewport, so Swiper's code is not part
// of the page's first download. Only the three modules the home page uses are bundled.

export interface CarouselSwiperElements {
  /** The server-rendered `.swiper` box with its `.swiper-wrapper` and `.swiper-slide` children. */
  container: HTMLElement;
  pagination: HTMLElement | null;
}

export function createSwiper({ container, pagination }: CarouselSwiperElements, options: CarouselOptions): Swiper {
  const copies = options.loop ? appendLoopCopies(container, minimumLoopSlides(options.effect)) : [];
  const swiper = new Swiper(container, {
    modules: [Autoplay, Pagination, EffectCards],
    ...toSwiperParams(options, pagination),
  });
  // Only the slide in front can be read or focused: keyboard focus must not land on a card hidden
  // behind the stack or scroll an off-screen slide into the clipped box.
  const markFrontSlide = () => {
    swiper.slides.forEach((slide, index) => {
      slide.inert = index !== swiper.activeIndex;
    });
  };
  markFrontSlide();
  swiper.on('activeIndexChange', markFrontSlide);
  swiper.on('loopFix', markFrontSlide);
  // 'destroy' fires after Swiper has put the slides back in order; the server-rendered ones stay.
  swiper.on('destroy', () => copies.forEach((copy) => copy.remove()));
  return swiper;
}

/**
 * With few slides (e.g. four comments in a cards stack) Swiper's loop has no buffer to rotate
 * through and warns on every turn. Whole rounds of copies fill it up, so the order keeps repeating.
 * Copies carry no data-test hooks, so tests still count the real slides only.
 */
function appendLoopCopies(container: HTMLElement, minimum: number): HTMLElement[] {
  const wrapper = container.querySelector<HTMLElement>('.swiper-wrapper');
  if (!wrapper) return [];
  const originals = Array.from(wrapper.children).filter((child): child is HTMLElement => child instanceof HTMLElement);
  const copies: HTMLElement[] = [];
  while (originals.length > 0 && originals.length + copies.length < minimum) {
    for (const original of originals) {
      const copy = original.cloneNode(true) as HTMLElement;
      copy.removeAttribute('data-test');
      copy.querySelectorAll('[data-test]').forEach((element) => element.removeAttribute('data-test'));
      copy.dataset.loopCopy = 'true';
      wrapper.append(copy);
      copies.push(copy);
    }
  }
  return copies;
}
