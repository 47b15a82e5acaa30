import type { PublicReview } from '@/lib/reviews/queries';
import { profileImageUrl } from '@/lib/users/profile';
import { Carousel } from './carousel';
import { commentsCarouselOptions } from './carousel-options';
import { CommentCard, type CommentCardData } from './comment-card';
import { HomeSection } from './home-section';
import { EmptyNote } from '@/components/ui/empty-note';

// The newest comments are what visitors look at; a longer stack only makes the page heavier.
const MAX_COMMENTS = 12;

function toCommentCard(review: PublicReview): CommentCardData {
  return {
    id: review.id,
    username: review.username,
    content: review.content,
    avatarUrl: profileImageUrl(review.profile),
    date: review.created_at.split('T')[0],
  };
}

/** 'Student Comments!' (docs/product.md#home-page): reviews, newest first, as a stack of cards. */
export function CommentsSection({ reviews }: { reviews: PublicReview[] }) {
  const comments = reviews.slice(0, MAX_COMMENTS).map(toCommentCard);
  return (
    // overflow-x-clip: the tilted cards behind the front one must not widen the page on a phone.
    <HomeSection
      titleId="comments-title"
      testId="home-comments"
      className="overflow-x-clip bg-brand-50"
      layout="grid grid-cols-1 gap-12 lg:grid-cols-2 lg:items-center"
      eyebrow="From our students"
      title="Student Comments!"
      intro="Career changers, graduates and working testers on what learning on a real project did for them."
    >
      {comments.length === 0 ? (
        <EmptyNote testId="comments-empty">
          No student comments yet.
        </EmptyNote>
      ) : (
        <Carousel
          label="Student comments"
          itemName="comment"
          options={commentsCarouselOptions(comments.length)}
          dataTest="comments-carousel"
          className="w-full max-w-sm"
        >
          {comments.map((comment, index) => (
            <CommentCard key={comment.id} comment={comment} position={index + 1} total={comments.length} />
          ))}
        </Carousel>
      )}
    </HomeSection>
  );
}
