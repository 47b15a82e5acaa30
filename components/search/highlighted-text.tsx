import { splitHighlights } from '@/lib/search/search-content';

/** `text` with every occurrence of `query` (any case, taken literally) wrapped in <mark>. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {splitHighlights(text, query).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-ink">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
