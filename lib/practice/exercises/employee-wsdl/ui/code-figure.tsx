// One block of code or XML on the page: a caption, then the text, which scrolls sideways on a narrow screen and is
// focusable so a keyboard can scroll it. Its region is named by the caption (axe: unique landmark names).

interface CodeFigureProps {
  label: string;
  testId: string;
  text: string;
}

export function CodeFigure({ label, testId, text }: CodeFigureProps) {
  return (
    <figure className="mt-3 min-w-0">
      <figcaption className="text-sm font-medium text-slate-700">{label}</figcaption>
      <pre tabIndex={0} role="region" aria-label={label} data-test={testId} className="mt-1 overflow-x-auto rounded-lg bg-slate-900 p-3 text-sm text-slate-100">
        <code>{text}</code>
      </pre>
    </figure>
  );
}
