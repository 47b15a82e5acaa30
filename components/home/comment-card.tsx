import { DefaultAvatar } from '@/components/profile/default-avatar';

/** What a Student Comments card shows; prepared on the server from a review (see comments-section). */
export interface CommentCardData {
  id: number;
  username: string;
  content: string;
  /** URL of the author's photo, or null for the default avatar. */
  avatarUrl: string | null;
  /** YYYY-MM-DD: created_at before the 'T' (docs/product.md#home-page). */
  date: string;
}

interface CommentCardProps {
  comment: CommentCardData;
  position: number;
  total: number;
}

/** One Student Comments card: avatar, the comment in quotes, the author and the date. */
export function CommentCard({ comment, position, total }: CommentCardProps) {
  return (
    <div
      className="swiper-slide rounded-2xl border border-slate-200 bg-white shadow-lg"
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}`}
      data-test="comment-card"
    >
      {/* A fixed height: every card, and so the carousel, has the same size before and after Swiper starts. */}
      <figure className="flex h-96 flex-col p-6 sm:p-8">
        {comment.avatarUrl ? (
          // Profile photos come from our own immutable media route; no optimiser copy is needed.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={comment.avatarUrl}
            alt={`${comment.username}'s photo`}
            width={64}
            height={64}
            loading="lazy"
            decoding="async"
            data-test="comment-avatar"
            className="size-16 shrink-0 self-start rounded-full object-cover ring-4 ring-brand-50"
          />
        ) : (
          <span data-test="comment-avatar" className="inline-flex shrink-0 self-start rounded-full ring-4 ring-brand-50">
            <DefaultAvatar className="size-16" />
          </span>
        )}
        <blockquote className="mt-5 min-h-0 flex-1">
          {/* Very long comments are cut at eight lines so every card keeps the carousel's size. */}
          <p data-test="comment-content" className="line-clamp-8 leading-relaxed text-slate-700">
            “{comment.content}”
          </p>
        </blockquote>
        <figcaption className="mt-4 border-t border-slate-100 pt-4">
          <span data-test="comment-username" className="block font-semibold text-ink">
            {comment.username}
          </span>
          <time data-test="comment-date" dateTime={comment.date} className="text-sm text-slate-600">
            {comment.date}
          </time>
        </figcaption>
      </figure>
    </div>
  );
}
