'use client';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/effect-cards';
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type { CarouselOptions } from './carousel-options';
import { CarouselControls } from './carousel-controls';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { useSwiperNearViewport } from './use-swiper-near-viewport';

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** Singular noun for the control labels ("ad", "comment"). */
  itemName: string;
  options: CarouselOptions;
  dataTest: string;
  /**
   * Size of the `.swiper` box. The slides are server-rendered inside it with their final size, so the
   * first slide is on screen before any script runs and Swiper later starts without moving anything.
   */
  className?: string;
  /** Server-rendered `.swiper-slide` elements. */
  children: ReactNode;
}

// 'auto' follows the system's reduced-motion setting until the user presses pause or play.
type RotationChoice = 'auto' | 'play' | 'pause';

/** A Swiper carousel over server-rendered slides, with pause/previous/next controls and reduced-motion support. */
export function Carousel({ label, itemName, options, dataTest, className = '', children }: CarouselProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);
  const swiper = useSwiperNearViewport(containerRef, paginationRef, options);
  const prefersReducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<RotationChoice>('auto');
  const rotating = choice === 'auto' ? !prefersReducedMotion : choice === 'play';

  // Swiper starts its autoplay on init; this decides at once whether it may keep running.
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (rotating && !swiper.autoplay.running) swiper.autoplay.start();
    if (!rotating && swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, rotating]);

  // A muted ad video autoplays from the HTML; with reduced motion it waits for its own play button.
  useEffect(() => {
    if (!prefersReducedMotion) return;
    containerRef.current?.querySelectorAll('video').forEach((video) => video.pause());
  }, [prefersReducedMotion]);

  // Keyboard focus entering the carousel stops the rotation (WAI-ARIA carousel pattern); a mouse click does not.
  const stopOnKeyboardFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (rotating && event.target.matches(':focus-visible')) setChoice('pause');
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-test={dataTest}
      data-swiper-options={JSON.stringify(options)}
      data-swiper-ready={swiper ? 'true' : 'false'}
      onFocus={stopOnKeyboardFocus}
      // Swiper gives every slide a pixel width; min-w-0 keeps that row from widening a grid or flex parent.
      className="min-w-0"
    >
      <div ref={containerRef} className={`swiper ${className}`}>
        {/* Announce the new slide only when it changes on request, not on every automatic turn. */}
        <div className="swiper-wrapper" aria-live={rotating ? 'off' : 'polite'}>
          {children}
        </div>
        {options.dynamicBullets === null ? null : <div ref={paginationRef} className="swiper-pagination" />}
      </div>
      <CarouselControls
        itemName={itemName}
        playing={rotating}
        ready={swiper !== null}
        onPrevious={() => swiper?.slidePrev()}
        onNext={() => swiper?.slideNext()}
        onTogglePlay={() => setChoice(rotating ? 'pause' : 'play')}
      />
    </div>
  );
}
