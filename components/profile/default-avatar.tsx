/** The avatar shown when a user has no profile photo: a neutral head-and-shoulders silhouette. */
export function DefaultAvatar({ className = 'size-24' }: { className?: string }) {
  return (
    <svg
      role="img"
      aria-label="Default avatar"
      viewBox="0 0 96 96"
      data-test="default-avatar"
      className={`shrink-0 rounded-full ${className}`}
    >
      <circle cx="48" cy="48" r="48" className="fill-brand-100" />
      <circle cx="48" cy="38" r="17" className="fill-brand-500" />
      <path d="M16 82c5-16 18-25 32-25s27 9 32 25a46 46 0 0 1-64 0Z" className="fill-brand-500" />
    </svg>
  );
}
