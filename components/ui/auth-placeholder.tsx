import Link from 'next/link';

interface AuthPlaceholderProps {
  title: string;
  note: string;
}

/** Placeholder body for an account screen inside the auth card: heading, note, and the way to log in. */
export function AuthPlaceholder({ title, note }: AuthPlaceholderProps) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-3 leading-relaxed text-slate-700">{note}</p>
      <Link
        href="/login"
        className="mt-6 inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
      >
        Go to Login
      </Link>
    </div>
  );
}
