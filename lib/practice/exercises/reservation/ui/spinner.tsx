/** A turning ring; decorative, so the text beside it says what is happening. */
export function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 animate-spin text-brand-600" fill="none">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
