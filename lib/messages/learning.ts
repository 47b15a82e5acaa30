// The public learning screens (/learning: articles and training videos), exactly as first specified, spelling included
// (docs/product.md#messages).
export const LEARNING_MSG = {
  noArticles: 'No Articles avalible',
  loginForVideos: 'Please login to find more... ⚔️',
  payForVideos: 'Please pay your bill to access all videos... ⚔️',
  noVideos: 'No videos uploaded yet.',
  noData: 'No data available.',
  videosFailed: 'Failed to fetch traTnings data.',
} as const;
