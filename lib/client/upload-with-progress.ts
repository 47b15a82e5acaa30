// Browser-side multipart uploads with real progress. fetch() cannot report how much of a request
// body has been sent, so media uploads (training videos, ads) go through XMLHttpRequest, whose
// `upload.onprogress` fires as bytes leave the browser.

import { NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE, type ApiBody, type JsonReply } from './post-json';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** Whole percent 0–100 of the body sent so far. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the request; the promise then resolves with status 0 and `aborted: true`. */
  signal?: AbortSignal;
}

export type UploadReply<T extends object = ApiBody> = JsonReply<T> & { aborted?: boolean };

function parseBody(text: string): object | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

/** Sends `form` to `url` and resolves with `{ status, data }` like `requestJson`; never rejects. */
export function uploadWithProgress<T extends object = ApiBody>(
  url: string,
  form: FormData,
  { method = 'POST', onProgress, signal }: UploadOptions = {},
): Promise<UploadReply<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      const ok = xhr.status >= 200 && xhr.status < 300;
      const fallback = ok ? {} : { message: UNEXPECTED_ERROR_MESSAGE };
      resolve({ status: xhr.status, data: (body ?? fallback) as T & ApiBody });
    };
    xhr.onerror = () => resolve({ status: 0, data: { message: NETWORK_ERROR_MESSAGE } as T & ApiBody });
    xhr.onabort = () => resolve({ status: 0, aborted: true, data: { message: 'Upload cancelled.' } as T & ApiBody });
    if (signal) {
      if (signal.aborted) {
        resolve({ status: 0, aborted: true, data: { message: 'Upload cancelled.' } as T & ApiBody });
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
