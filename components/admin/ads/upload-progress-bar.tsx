import { useId } from 'react';

/**
 * How much of the file has left the browser (real XHR upload progress). At 100 % the server is still
 * checking and storing the file, so the label says so instead of looking finished.
 */
export function UploadProgressBar({ percent }: { percent: number }) {
  const labelId = useId();
  const sent = percent >= 100;
  return (
    <div data-test="ad-upload-progress" className="space-y-1.5">
      <div className="flex items-center justify-between text-sm font-medium text-slate-700">
        <span id={labelId}>{sent ? 'Upload complete, saving…' : 'Uploading…'}</span>
        <span aria-hidden="true" data-test="ad-upload-percent">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
