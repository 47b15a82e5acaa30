// Video upload (docs/product.md#admin-videos): the admin form and POST /api/trainings show the same messages.
export const TRAINING_MSG = {
  uploaded: 'Video uploaded successfully.',
  missing: 'Please provide a title and upload a video file.',
  titleMax: 'The title must be at most 200 characters.',
  badType: 'Only video files are allowed.',
  tooLarge: 'The video is larger than the upload limit.',
  course: 'Choose a course of the catalogue, or All courses.',
  courseNotFound: 'No course of the catalogue has this id; choose one, or All courses.',
  saved: 'Video saved.',
  uploadKey: 'upload_key must be 32 lowercase hexadecimal characters, made by the browser for this upload.',
  uploadCancelled: 'This upload was cancelled, so the video was not kept.',
  uploadKeyUsed: 'An upload with this upload_key was received already.',
} as const;
