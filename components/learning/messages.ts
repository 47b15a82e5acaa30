// The learning screens' messages, exactly as first specified, spelling included
// (docs/product.md#messages), in one place so they can be corrected in one place.
export const LEARNING_MSG = {
  noArticles: 'No Articles avalible',
  loginForVideos: 'Please login to find more... ⚔️',
  payForVideos: 'Please pay your bill to access all videos... ⚔️',
  noVideos: 'No videos uploaded yet.',
  noData: 'No data available.',
  videosFailed: 'Failed to fetch traTnings data.',
} as const;
