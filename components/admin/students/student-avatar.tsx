import { DefaultAvatar } from '@/components/profile/default-avatar';
import { profileImageUrl } from '@/lib/users/profile-image';

/** The table's image column: the student's photo, or the default avatar when they have none. */
export function StudentAvatar({ username, profile }: { username: string; profile: string | null }) {
  const url = profileImageUrl(profile);
  if (!url) return <DefaultAvatar className="size-10" />;
  return (
    // Our own API route serves the photo under an immutable, server-generated name; no optimiser copy is needed.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={url}
      alt={`Photo of ${username}`}
      width={40}
      height={40}
      loading="lazy"
      data-test="student-photo"
      className="size-10 shrink-0 rounded-full object-cover ring-2 ring-white shadow-sm"
    />
  );
}
