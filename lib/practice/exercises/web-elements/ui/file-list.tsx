'use client';

import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { formatBytes, type PracticeFileInfo } from '@/lib/practice/exercises/web-elements/file-rules';
import { FILES_API } from './file-upload-form';

// The learner's uploads (docs/practice/web-elements.md#file-upload-and-download): name, size, type and
// time, with Download (the server's attachment) and Delete.

/** "2026-11-22 20:31 UTC": the same text in every time zone, so tests can compare it. */
function formatUploadedAt(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

interface FileListProps {
  files: PracticeFileInfo[];
  deleting: number | null;
  onDelete: (file: PracticeFileInfo) => void;
}

export function FileList({ files, deleting, onDelete }: FileListProps) {
  if (files.length === 0) {
    return (
      <p data-test="file-list-empty" className="text-sm text-slate-600">
        No files uploaded yet.
      </p>
    );
  }
  return (
    <ul data-test="file-list" className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {files.map((file) => (
          <li key={file.id} data-test="file-row" data-file-id={file.id} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p data-test="file-name" className="font-semibold break-all text-ink">
                {file.name}
              </p>
              <p className="text-sm text-slate-600">
                <span data-test="file-size">{formatBytes(file.sizeBytes)}</span>
                {' · '}
                <span data-test="file-type">{file.mimeType}</span>
                {' · uploaded '}
                <time data-test="file-uploaded-at" dateTime={file.uploadedAt}>
                  {formatUploadedAt(file.uploadedAt)}
                </time>
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <a href={`${FILES_API}/${file.id}`} download data-test="file-download" className={buttonClasses('secondary', 'sm')}>
                Download<span className="sr-only"> {file.name}</span>
              </a>
              <Button variant="danger" size="sm" busy={deleting === file.id} onClick={() => onDelete(file)} data-test="file-delete">
                Delete<span className="sr-only"> {file.name}</span>
              </Button>
            </div>
          </li>
        ))}
    </ul>
  );
}
