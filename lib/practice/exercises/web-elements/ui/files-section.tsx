'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { logout } from '@/components/auth/logout';
import { useApiRead } from '@/components/data/use-api-read';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { LiveStatus, type LiveStatusValue } from '@/components/ui/live-status';
import { replyMessage, requestJson } from '@/lib/client/post-json';
import { WEB_ELEMENTS_FILE_MSG, parseFileList, type PracticeFileInfo } from '@/lib/practice/exercises/web-elements/file-rules';
import { FileList } from './file-list';
import { FILES_API, FileUploadForm } from './file-upload-form';
import { SectionCard } from '@/components/practice/section-card';

// File upload and download (docs/practice/web-elements.md#file-upload-and-download): the learner's files
// live on the server (one list per learner), read afresh on every mount, so a reset empties the list.

const SAMPLE_URL = '/api/practice/v1/web-elements/sample.csv';

export function FilesSection() {
  const router = useRouter();
  const { state, retry, refresh, update } = useApiRead(FILES_API, {
    parse: parseFileList,
    messages: { failed: 'Your files could not be loaded.', noData: 'Your files could not be read.' },
  });
  const [deleting, setDeleting] = useState<number | null>(null);
  const [listStatus, setListStatus] = useState<LiveStatusValue | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function remove(file: PracticeFileInfo) {
    setDeleting(file.id);
    setListStatus(null);
    const reply = await requestJson(`${FILES_API}/${file.id}`, { method: 'DELETE' });
    setDeleting(null);
    if (reply.status === 401) {
      await logout(router.push);
      return;
    }
    if (reply.status === 200 || reply.status === 404) {
      // Gone either way (a 404: deleted in another tab or by a reset).
      update((files) => files.filter((f) => f.id !== file.id));
      // The pressed button left with its row: keep the keyboard focus in this card.
      headingRef.current?.focus();
    }
    setListStatus({ ok: reply.status === 200, message: reply.status === 200 ? replyMessage(reply, WEB_ELEMENTS_FILE_MSG.deleted(file.name)) : replyMessage(reply) });
  }

  return (
    <SectionCard
      size="roomy"
      headingId="we-files-title"
      title="File upload and download"
      description="Upload a small file, download it again, delete it. A fixed sample file is there to download too."
      testId="section-files"
      className="lg:col-span-2"
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <FileUploadForm
            // Before the list has loaded there is nothing to add to: read it (with the new file) instead.
            onUploaded={(file) => (state.phase === 'ready' ? update((files) => [...files, file]) : refresh())}
          />
          <p className="text-sm text-slate-700">
            Or download a fixed sample:{' '}
            <a href={SAMPLE_URL} download data-test="file-sample-download" className={buttonClasses('inline')}>
              sample.csv
            </a>
          </p>
        </div>
        <div className="min-w-0 space-y-3">
          <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-ink outline-none">
            Your files
          </h3>
          {state.phase === 'loading' ? (
            <p data-test="file-list-loading" className="text-sm text-slate-600">
              Loading your files…
            </p>
          ) : state.phase === 'failed' ? (
            <div role="alert" className="space-y-2 text-sm text-red-800">
              <p>{state.message}</p>
              <Button variant="secondary" size="sm" onClick={retry}>
                Try again
              </Button>
            </div>
          ) : (
            <FileList files={state.data} deleting={deleting} onDelete={(file) => void remove(file)} />
          )}
          <LiveStatus status={listStatus} testId="file-list-status" />
        </div>
      </div>
    </SectionCard>
  );
}
