import { trainingUploadRules } from '../../trainings/upload-rules';
import { userIdParam, trainingVideoIdParam, trainingVideoNameParam } from '../../validation/params';
import { trainingFieldsSchema, trainingUploadFieldsSchema, uploadKeyParam } from '../../validation/trainings';
import type { ApiArea } from '../area';
import { json, list, mediaFile, noContent, rangeReplies, success } from '../replies';
import { VIDEO_TYPES } from './media-types';

// The training videos (docs/product.md#training-videos, #admin-videos): for paid students and admins, uploaded and
// deleted by admins. app/api/trainings/**. The folder [video_name] holds a file name for GET and the video's numeric
// id for DELETE.

const GIB = 1024 ** 3;
const UNPAID = 'An unpaid student ("Please pay your bill to access all videos.")';

export const trainingsArea = (): ApiArea => {
  const rules = trainingUploadRules();
  return {
    tag: { name: 'Trainings', description: 'Training videos: paid students and admins watch them, admins upload, edit and delete them.' },
    paths: {
      '/api/trainings': {
        post: {
          operationId: 'uploadTrainingVideo',
          summary: 'Upload a training video',
          access: 'admin',
          description: 'The file streams to storage and is checked by its bytes; the server then reads the video\'s length from the stored file (`duration_seconds`, `duration_status` in the reply\'s `video`). `course_id` (optional) names the catalogue course the video belongs to; empty or absent: all courses. `upload_key` (optional, 32 lowercase hexadecimal characters made by the client for this upload) lets a cancel name the upload: DELETE /api/trainings/uploads/{key}.',
          upload: { fields: trainingUploadFieldsSchema, file: rules.fileField, fileRequired: true, fileNote: `A video (MP4, QuickTime or WebM) of at most ${Math.round((rules.maxBytes / GIB) * 10) / 10} GiB (\`TRAINING_MAX_BYTES\`).` },
          reply: json('`{ success, message, video }`.'),
          refusals: {
            400: 'No title, no course of the catalogue has the id in `course_id`, or a malformed `upload_key` (`errors` names the field)',
            409: 'The upload under this `upload_key` was cancelled (nothing is kept), or an upload under it was received already',
          },
        },
      },
      '/api/trainings/uploads/{key}': {
        delete: {
          operationId: 'cancelTrainingUpload',
          summary: 'Cancel a training-video upload',
          access: 'admin',
          params: uploadKeyParam,
          description: 'Names the upload by the `upload_key` it was sent with. Nothing of it is kept: a video already stored under the key is removed, and an upload under it that arrives or finishes later is refused (409) and removed. The admin page sends it with every Cancel, since the whole body may reach the server before the abort does.',
          reply: noContent('Cancelled, whether or not anything had been stored.'),
        },
      },
      '/api/trainings/{userId}': {
        get: {
          operationId: 'listTrainingVideos',
          summary: 'The training videos',
          access: 'user',
          who: 'Your own list (the `userId` in the path) once paid, or any for an admin.',
          params: userIdParam,
          reply: list('`[{ id, video_name, content, created_at, course_id }]`, newest first (`course_id`: the video\'s course, null for all courses); for an admin also `duration_seconds` and `duration_status`, which is `measured`, `unreadable` (the server could not read the length from the file: the video counts toward no one\'s progress) or `unread`.'),
          refusals: { 403: `Not your own list, or ${UNPAID.charAt(0).toLowerCase()}${UNPAID.slice(1)}` },
        },
      },
      '/api/trainings/videos/{video_name}': {
        get: {
          operationId: 'streamTrainingVideo',
          summary: 'Stream a training video',
          access: 'user',
          who: 'Paid students and admins.',
          params: trainingVideoNameParam,
          description: 'Here `{video_name}` is the stored file\'s name. Every range is checked; a session that passed may stream further ranges for 10 s without a new check.',
          reply: mediaFile('The whole video.', ...VIDEO_TYPES),
          also: rangeReplies(...VIDEO_TYPES),
          refusals: { 403: UNPAID, 404: 'No such video, or a name that cannot be one' },
        },
        delete: {
          operationId: 'deleteTrainingVideo',
          summary: 'Delete a training video',
          access: 'admin',
          params: trainingVideoIdParam,
          description: 'Here `{video_name}` is the video\'s numeric id. Removes the row and the file.',
          reply: success('`{ success }`.'),
          refusals: { 404: 'No video with this id, or anything but a positive whole number' },
        },
        patch: {
          operationId: 'editTrainingVideo',
          summary: 'Edit a training video',
          access: 'admin',
          params: trainingVideoIdParam,
          body: trainingFieldsSchema,
          description: 'Here `{video_name}` is the video\'s numeric id. Sets its title and its course (`course_id`, null: all courses), the fields its upload takes.',
          reply: success('`{ success, message }`.'),
          refusals: { 400: 'No title, or no course of the catalogue has the id in `course_id`', 404: 'No video with this id, or anything but a positive whole number' },
        },
      },
    },
  };
};
