'use client';
import { useEffect, useState, type RefObject } from 'react';
import type { Swiper } from 'swiper/types';
import type { CarouselOptions } from './carousel-options';

// Start loading Swiper a little before the carousel scrolls into view, so it is ready when seen.
const LOAD_MARGIN = '400px 0px';

/**
 * Turns the server-rendered slides into a Swiper once the carousel is near the viewport, and
 * destroys it on unmount. Until then the first slide simply shows in its reserved box.
 */
export function useSwiperNearViewport(
  containerRef: RefObject<HTMLElement | null>,
  paginationRef: RefObject<HTMLElement | null>,
  options: CarouselOptions,
): Swiper | null {
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  // A string dependency: the options object is rebuilt on every server render.
  const optionsJson = JSON.stringify(options);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let instance: Swiper | null = null;
    let cancelled = false;

    const load = async () => {
      const { createSwiper } = await import('./carousel-swiper');
      if (cancelled) return;
      instance = createSwiper({ container, pagination: paginationRef.current }, JSON.parse(optionsJson) as CarouselOptions);
      setSwiper(instance);
    };

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(container);
    return () => {
      cancelled = true;
      observer.disconnect();
      instance?.destroy(true, true);
    };
  }, [containerRef, paginationRef, optionsJson]);

  return swiper;
}
