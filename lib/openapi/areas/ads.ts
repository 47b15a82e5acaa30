import { AD_UPLOAD_RULES } from '../../ads/upload-rules';
import { adFieldsSchema } from '../../validation/ads';
import { adIdParam, adMediaParam } from '../../validation/params';
import type { ApiArea } from '../area';
import { list, mediaFile, rangeReplies, success } from '../replies';
import { IMAGE_TYPES, VIDEO_TYPES } from './media-types';

// The ads carousel (docs/product.md#admin-ads): public ads and their media; admins upload, edit and delete them.
// app/api/ads/**. One folder serves GET /api/ads/{media file} and PUT/DELETE /api/ads/{ad id}: Next allows one
// dynamic name per folder, so both are {id}.

const MB = 1024 * 1024;
const FILE_NOTE = `An image or a video of at most ${AD_UPLOAD_RULES.maxBytes / MB} MB; its type is read from its bytes (a \`type\` field is ignored).`;
const AD_REPLY = '`{ success, id, title, type, media }`.';

export const adsArea = (): ApiArea => ({
  tag: { name: 'Ads', description: 'The home page\'s ads carousel: public, managed by admins.' },
  paths: {
    '/api/ads': {
      get: { operationId: 'listAds', summary: 'Every ad', access: 'public', reply: list('`[{ id, title, type, media }]`, newest first; `media` is the file\'s name under `/api/ads/`.') },
      post: {
        operationId: 'createAd',
        summary: 'Upload an ad',
        access: 'admin',
        upload: { fields: adFieldsSchema, file: AD_UPLOAD_RULES.fileField, fileRequired: true, fileNote: FILE_NOTE },
        reply: success(AD_REPLY),
      },
    },
    '/api/ads/{id}': {
      get: {
        operationId: 'getAdMedia',
        summary: 'An ad\'s image or video',
        access: 'public',
        params: adMediaParam,
        description: 'Here `{id}` is the media file\'s name (an ad\'s `media`). Names are never reused, so the file is cached for a year (`immutable`).',
        reply: mediaFile('The whole file.', ...IMAGE_TYPES, ...VIDEO_TYPES),
        also: rangeReplies(...IMAGE_TYPES, ...VIDEO_TYPES),
        refusals: { 404: 'No such file, or a name that cannot be one' },
      },
      put: {
        operationId: 'updateAd',
        summary: 'Change an ad',
        access: 'admin',
        params: adIdParam,
        description: 'Here `{id}` is the ad\'s numeric id. Without a file the media stays; a new file gets a new name.',
        upload: { fields: adFieldsSchema, file: AD_UPLOAD_RULES.fileField, fileRequired: false, fileNote: FILE_NOTE },
        reply: success(AD_REPLY),
        refusals: { 404: 'No ad with this id (nothing is stored), or a malformed id' },
      },
      delete: { operationId: 'deleteAd', summary: 'Delete an ad and its file', access: 'admin', params: adIdParam, reply: success('`{ success }`.'), refusals: { 404: 'No ad with this id, or a malformed id' } },
    },
  },
});
