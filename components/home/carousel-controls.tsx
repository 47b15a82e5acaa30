'use client';

interface CarouselControlsProps {
  /** What the buttons move: "ad", "comment". */
  itemName: string;
  playing: boolean;
  /** False until Swiper is running: the buttons keep their space but stay hidden and unfocusable. */
  ready: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePlay: () => void;
}

const buttonClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm transition-colors hover:border-brand-600 hover:text-brand-700';

/** Previous / pause-or-play / next: rotation can always be stopped (WCAG 2.2.2) and slides reached by keyboard. */
export function CarouselControls({ itemName, playing, ready, onPrevious, onNext, onTogglePlay }: CarouselControlsProps) {
  return (
    <div data-test="carousel-controls" className={`mt-4 flex items-center justify-center gap-3 ${ready ? '' : 'invisible'}`}>
      <button type="button" onClick={onPrevious} className={buttonClass} data-test="carousel-previous">
        <Icon path="M15 18l-6-6 6-6" />
        <span className="sr-only">Previous {itemName}</span>
      </button>
      <button type="button" onClick={onTogglePlay} className={buttonClass} data-test="carousel-play-toggle" aria-pressed={!playing}>
        {playing ? <Icon path="M9 6v12M15 6v12" /> : <Icon path="M8 5.5v13l10.5-6.5z" filled />}
        <span className="sr-only">Pause automatic {itemName} rotation</span>
      </button>
      <button type="button" onClick={onNext} className={buttonClass} data-test="carousel-next">
        <Icon path="M9 6l6 6-6 6" />
        <span className="sr-only">Next {itemName}</span>
      </button>
    </div>
  );
}

function Icon({ path, filled = false }: { path: string; filled?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2.25}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}
