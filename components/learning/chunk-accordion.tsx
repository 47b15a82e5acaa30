'use client';

import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronIcon } from '@/components/layout/chevron-icon';
import { useInteractive } from '@/components/ui/use-interactive';
import type { LearningChunk } from '@/lib/learning/queries';
import { TopicDoneBox } from './topic-done-box';
import { TopicProgressLine } from './topic-progress-line';
import { useTopicProgress } from './use-topic-progress';

/**
 * A course's learning topics (docs/product.md#learning): one section open at a time, the first one open at first.
 * WAI-ARIA accordion: each header is a button in a heading; Up/Down/Home/End move between headers.
 * The headers are disabled until the page is interactive: a click before that would be lost.
 * A logged-in learner also sees their progress (docs/product.md#progress): a tick on each topic done, a Done box at
 * the end of each topic, and the page opens where they left off, at the first topic not done.
 */
export function ChunkAccordion({ courseId, chunks }: { courseId: number; chunks: readonly LearningChunk[] }) {
  const baseId = useId();
  const [openId, setOpenId] = useState<number | null>(chunks[0]?.chunk_id ?? null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const interactive = useInteractive();
  const progress = useTopicProgress(courseId);
  const touched = useRef(false);
  const unticked = useRef(new Set<number>());
  const resumeAt = progress.ready ? (chunks.find((chunk) => !progress.done.has(chunk.chunk_id)) ?? null) : null;
  const resumeId = resumeAt?.chunk_id ?? null;
  // The resume point, once, when the learner's progress is first known, unless they already opened a section
  // themselves: later ticks must not move the open section (the next topic would then count as read on its own).
  // Before paint, so the topic first shown open is never seen, and so never counted as read, when another is resumed.
  const resumed = useRef(false);
  useLayoutEffect(() => {
    if (!progress.ready || resumed.current) return;
    resumed.current = true;
    if (resumeId !== null && !touched.current) setOpenId(resumeId);
  }, [progress.ready, resumeId]);

  function open(chunkId: number | null) {
    touched.current = true;
    setOpenId(chunkId);
  }

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
    <>
      <TopicProgressLine progress={progress} total={chunks.length} resumeTitle={resumeAt?.chunk_title ?? null} />
      <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {chunks.map((chunk, index) => {
          const isOpen = openId === chunk.chunk_id;
          const done = progress.done.has(chunk.chunk_id);
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
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  data-test="chunk-toggle"
                  data-done={progress.ready ? done : undefined}
                  onClick={() => open(isOpen ? null : chunk.chunk_id)}
                  onKeyDown={(event) => moveFocus(event, index)}
                  className={`flex w-full cursor-pointer items-center disabled:cursor-default justify-between gap-4 px-5 py-4 text-left transition-colors hover:bg-brand-50 hover:text-brand-700 ${isOpen ? 'bg-brand-50 text-brand-800' : 'text-ink'}`}
                >
                  <span className="flex items-center gap-2">
                    {done ? (
                      <span aria-hidden="true" className="text-emerald-700" data-test="topic-tick">
                        ✔
                      </span>
                    ) : null}
                    {/* Its own hook: the tick arrives once progress loads, so the button's text changes then. */}
                    <span data-test="chunk-title">{chunk.chunk_title}</span>
                  </span>
                  <span className="shrink-0 text-brand-700">
                    <ChevronIcon open={isOpen} />
                  </span>
                </button>
              </h2>
              <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} data-test="chunk-panel" className="px-5 pt-1 pb-5">
                {chunk.chunk_contents.length > 0 ? (
                  <ul className="list-disc space-y-2 pl-5 leading-relaxed text-slate-700 marker:text-brand-600">
                    {chunk.chunk_contents.map((line, lineIndex) => (
                      <li key={lineIndex}>{line}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-slate-700">This topic has no notes yet.</p>
                )}
                {progress.ready ? (
                  <TopicDoneBox
                    title={chunk.chunk_title}
                    done={done}
                    onChange={(value) => {
                      if (!value) unticked.current.add(chunk.chunk_id);
                      progress.mark(chunk.chunk_id, value, 'ticked');
                    }}
                    onReadToEnd={() => {
                      if (!progress.done.has(chunk.chunk_id) && !unticked.current.has(chunk.chunk_id)) progress.mark(chunk.chunk_id, true, 'read');
                    }}
                  />
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </>
  );
}
