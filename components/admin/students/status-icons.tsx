// Small status marks for the table. Each is an image with a text alternative, so the column reads
// "Verified" / "Not paid" to a screen reader instead of a shape.

interface MarkProps {
  label: string;
  testId: string;
}

const CHECK_PATH =
  'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.857-9.809a.75.75 0 0 0-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 1 0-1.06 1.061l2.5 2.5a.75.75 0 0 0 1.137-.089l4-5.5Z';
const CROSS_PATH =
  'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM8.28 7.22a.75.75 0 0 0-1.06 1.06L8.94 10l-1.72 1.72a.75.75 0 1 0 1.06 1.06L10 11.06l1.72 1.72a.75.75 0 1 0 1.06-1.06L11.06 10l1.72-1.72a.75.75 0 0 0-1.06-1.06L10 8.94 8.28 7.22Z';

function StatusMark({ label, testId, path, colour }: MarkProps & { path: string; colour: string }) {
  return (
    <svg role="img" aria-label={label} data-test={testId} viewBox="0 0 20 20" fill="currentColor" className={`size-6 ${colour}`}>
      <path fillRule="evenodd" d={path} clipRule="evenodd" />
    </svg>
  );
}

export function CheckMark(props: MarkProps) {
  return <StatusMark {...props} path={CHECK_PATH} colour="text-green-600" />;
}

export function CrossMark(props: MarkProps) {
  return <StatusMark {...props} path={CROSS_PATH} colour="text-red-600" />;
}
