'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronIcon } from '@/components/layout/chevron-icon';
import { useInteractive } from '@/components/ui/use-interactive';
import type { LearningChunk } from '@/lib/learning/queries';

/**
 * A course's learning topics (docs/product.md#learning): one section open at a time, the first one open at first.
 * WAI-ARIA accordion: each header is a button in a heading; Up/Down/Home/End move between headers.
 * The headers are disabled until the page is interactive: a click before that would be lost.
 */
export function ChunkAccordion({ chunks }: { chunks: readonly LearningChunk[] }) {
  const baseId = useId();
  const [openId, setOpenId] = useState<number | null>(chunks[0]?.chunk_id ?? null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const interactive = useInteractive();

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = chunks.length - 1;
    const target =
      event.key === 'ArrowDown' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowUp' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {chunks.map((chunk, index) => {
        const open = openId === chunk.chunk_id;
        const buttonId = `${baseId}-toggle-${chunk.chunk_id}`;
        const panelId = `${baseId}-panel-${chunk.chunk_id}`;
        return (
          <div key={chunk.chunk_id}>
            <h2 className="text-base font-semibold sm:text-lg">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                disabled={!interactive}
                aria-expanded={open}
                aria-controls={panelId}
                data-test="chunk-toggle"
                onClick={() => setOpenId(open ? null : chunk.chunk_id)}
                onKeyDown={(event) => moveFocus(event, index)}
                className={`flex w-full cursor-pointer items-center disabled:cursor-default justify-between gap-4 px-5 py-4 text-left transition-colors hover:bg-brand-50 hover:text-brand-700 ${open ? 'bg-brand-50 text-brand-800' : 'text-ink'}`}
              >
                <span>{chunk.chunk_title}</span>
                <span className="shrink-0 text-brand-700">
                  <ChevronIcon open={open} />
                </span>
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} data-test="chunk-panel" className="px-5 pt-1 pb-5">
              {chunk.chunk_contents.length > 0 ? (
                <ul className="list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-brand-600">
                  {chunk.chunk_contents.map((line, lineIndex) => (
                    <li key={lineIndex}>{line}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-700">This topic has no notes yet.</p>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
