import { fileParam } from '../../validation/params';
import type { ApiArea } from '../area';
import { mediaFile, rangeReplies } from '../replies';
import { IMAGE_TYPES } from './media-types';

// Profile photos (docs/product.md#profile): public, since they appear beside reviews on the home page.
// app/api/profile/[file].

export const profileArea = (): ApiArea => ({
  tag: { name: 'Profile', description: 'Profile photos, public.' },
  paths: {
    '/api/profile/{file}': {
      get: {
        operationId: 'getProfilePhoto',
        summary: 'A profile photo',
        access: 'public',
        params: fileParam,
        description: 'Names are never reused, so the photo is cached for a year (`immutable`).',
        reply: mediaFile('The photo.', ...IMAGE_TYPES),
        also: rangeReplies(...IMAGE_TYPES),
        refusals: { 404: 'No such photo, or a name that cannot be one' },
      },
    },
  },
});
