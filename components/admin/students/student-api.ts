// The admin Students page's writes to the users API (docs/product.md#rest-api). Each one answers
// `{ status, data }` and never throws, so every screen handles a dropped connection like a failed reply.

import { jsonBody, requestJson } from '@/lib/client/post-json';
import { uploadWithProgress } from '@/lib/client/upload-with-progress';
import type { UserProfile } from '@/lib/users/profile';
import type { AdminCreateStudent, AdminSetPasswordInput } from '@/lib/validation/admin-students';
import type { UpdateProfileInput } from '@/lib/validation/account';

export type Student = UserProfile;

const userUrl = (id: string, rest = '') => `/api/users/${encodeURIComponent(id)}${rest}`;

export function createStudent(values: AdminCreateStudent) {
  return requestJson<{ user?: Student; codeSent?: boolean }>('/api/users', { method: 'POST', ...jsonBody(values) });
}

export function uploadStudentPhoto(id: string, file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('profile', file);
  return uploadWithProgress<{ profile?: string; data?: string }>(
    `/api/users/upload-profile/${encodeURIComponent(id)}`,
    form,
    { onProgress },
  );
}

export function updateStudent(id: string, values: UpdateProfileInput) {
  return requestJson<{ user?: Student; emailChanged?: boolean }>(`/api/users/update-profile/${encodeURIComponent(id)}`, {
    method: 'PUT',
    ...jsonBody(values),
  });
}

export function setStudentPassword(id: string, values: AdminSetPasswordInput) {
  return requestJson(userUrl(id, '/password'), { method: 'POST', ...jsonBody(values) });
}

export function resendVerificationCode(id: string) {
  return requestJson(userUrl(id, '/resend-code'), { method: 'POST' });
}

export function deleteStudent(id: string) {
  return requestJson(userUrl(id), { method: 'DELETE' });
}
