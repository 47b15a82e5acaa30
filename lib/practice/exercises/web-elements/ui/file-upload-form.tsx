'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { logout } from '@/components/auth/logout';
import { Button } from '@/components/ui/button';
import { LiveStatus, type LiveStatusValue } from '@/components/ui/live-status';
import { fetchReply, NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@/lib/client/post-json';
import { FILE_ACCEPT, FILE_FIELD, WEB_ELEMENTS_FILE_MSG, type PracticeFileInfo } from '@/lib/practice/exercises/web-elements/file-rules';

// The upload form (docs/practice/web-elements.md#file-upload-and-download). The browser checks nothing
// itself: every rule (size, type, a missing file) is the server's, so its 400/413/415 messages show here.
// A refusal the learner fixes elsewhere (an unverified e-mail) also shows its link, as the review form does.

export const FILES_API = '/api/practice/v1/web-elements/files';

interface UploadReply {
  message?: string;
  file?: PracticeFileInfo;
  /** With a 403 for an unverified e-mail: '/verifyEmail'. */
  link?: string;
}

/** Only a path of this site is followed, never an address a reply could point elsewhere. */
const sitePath = (link: unknown) => (typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : null);

export function FileUploadForm({ onUploaded }: { onUploaded: (file: PracticeFileInfo) => void }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<LiveStatusValue | null>(null);
  const [link, setLink] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setStatus(null);
    setLink(null);
    const reply = await fetchReply<UploadReply>(FILES_API, { method: 'POST', body: new FormData(form) });
    setBusy(false);
    if (reply.status === 401) {
      await logout(router.push);
      return;
    }
    if (reply.status === 200 && reply.data?.file) {
      form.reset();
      setStatus({ ok: true, message: reply.data.message ?? 'Uploaded.' });
      onUploaded(reply.data.file);
      return;
    }
    const fallback = reply.status === 0 ? NETWORK_ERROR_MESSAGE : UNEXPECTED_ERROR_MESSAGE;
    setStatus({ ok: false, message: reply.data?.message || fallback });
    setLink(sitePath(reply.data?.link));
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3" data-test="file-upload-form" noValidate>
      <div>
        <label htmlFor="web-elements-file" className="block text-sm font-medium text-slate-800">
          Choose a file
        </label>
        <input
          id="web-elements-file"
          type="file"
          name={FILE_FIELD}
          accept={FILE_ACCEPT}
          aria-describedby="web-elements-file-hint"
          data-test="file-input"
          className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-slate-800 hover:file:border-brand-600"
        />
        <p id="web-elements-file-hint" className="mt-1 text-sm text-slate-600">
          Up to 1 MB (1,048,576 bytes): .txt, .csv, .json, .png, .jpg, .jpeg or .pdf. Up to 10 files.
        </p>
      </div>
      <Button type="submit" busy={busy} data-test="file-upload-submit">
        {busy ? 'Uploading…' : 'Upload'}
      </Button>
      <LiveStatus status={status} testId="file-upload-status" />
      {link ? (
        <Link href={link} data-test="file-upload-verify-link" className="block text-sm font-medium text-brand-700 underline">
          {WEB_ELEMENTS_FILE_MSG.verifyLink}
        </Link>
      ) : null}
    </form>
  );
}
