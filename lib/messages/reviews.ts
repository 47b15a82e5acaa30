// The admin's review moderation screen and API (docs/product.md#admin-reviews).
export const REVIEW_MSG = {
  notFound: 'Review not found.',
  published: 'The review is on the home page.',
  hidden: 'The review is hidden from the home page.',
  deleted: 'The review is deleted.',
  settingSaved: 'Saved.',
  actionFailed: 'The review could not be changed. Please try again.',
  statusRequired: 'Choose published or hidden',
  approveFirstRequired: 'Say whether new reviews wait for approval (true or false)',
} as const;

/** How the moderation screen names each status. */
export const REVIEW_STATUS_LABELS = { published: 'Published', pending: 'Waiting for approval', hidden: 'Hidden' } as const;
