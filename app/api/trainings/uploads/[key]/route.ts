import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { cancelUpload } from '@/lib/trainings/upload-cancel';
import { uploadKeyParam } from '@/lib/validation/trainings';

// DELETE /api/trainings/uploads/{key} (docs/product.md#admin-videos): the admin's Cancel, naming the upload by the key
// its browser sent as `upload_key`. Admins only. Nothing of that upload is kept: a video already stored under the key
// is removed, and one that arrives after is refused (409) and removed. 204 whether or not anything was stored; a key
// that is not 32 lowercase hexadecimal characters answers 400.
export const DELETE = withRoute({ access: 'admin', params: uploadKeyParam }, async ({ params: { key } }) => {
  await cancelUpload(key);
  return new Response(null, { status: 204 });
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
