'use client';

import { useEffect, useEffectEvent, useRef } from 'react';

interface TopicDoneBoxProps {
  title: string;
  done: boolean;
  onChange: (done: boolean) => void;
  /** Called once when the end of the topic's notes comes into view ("read to its end"). */
  onReadToEnd: () => void;
}

/**
 * The end of a topic's panel for a logged-in learner: a marker that counts the topic read once it is scrolled into
 * view, and the tick box that marks it done or not by hand (docs/product.md#progress).
 */
export function TopicDoneBox({ title, done, onChange, onReadToEnd }: TopicDoneBoxProps) {
  const end = useRef<HTMLDivElement>(null);
  const reported = useRef(false);
  const readToEnd = useEffectEvent(onReadToEnd);
  useEffect(() => {
    const marker = end.current;
    if (!marker || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (reported.current || !entries.some((entry) => entry.isIntersecting)) return;
      reported.current = true;
      observer.disconnect();
      readToEnd();
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={end} className="mt-4 border-t border-slate-100 pt-3" data-test="topic-end">
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={done}
          onChange={(event) => onChange(event.target.checked)}
          aria-label={`Done: ${title}`}
          data-test="topic-done"
          className="size-4 accent-brand-600"
        />
        Done
      </label>
    </div>
  );
}
