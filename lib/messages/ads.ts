// Ads (docs/product.md#admin-ads): title 'Title is required.'; media 'Media is required !' (an image or a video).
export const AD_MSG = {
  title: 'Title is required.',
  titleMax: 'Title must be at most 160 characters.',
  media: 'Media is required !',
  mediaType: 'Only image or video files are allowed.',
  mediaTooLarge: 'The file is larger than 50 MB.',
  // A failed load (docs/product.md#admin-ads).
  fetchFailed: 'Failed to fetch ads.',
  confirmDelete: 'Are you sure you want to delete this ad?',
  // The ad form's and the grid's replies (ours).
  created: 'The ad was created.',
  updated: 'The ad was updated.',
  saveFailed: 'The ad could not be saved. Please try again.',
  deleteFailed: 'The ad could not be deleted. Please try again.',
} as const;
