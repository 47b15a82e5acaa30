'use client';

import { useRouter } from 'next/navigation';
import { AD_MSG } from '@/lib/messages';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { FormActions } from '@/components/admin/shared/form-actions';
import { logout } from '@/components/auth/logout';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { TextField } from '@/components/ui/text-field';
import { adMediaUrl } from '@/lib/ads/media-url';
import type { PublicAd } from '@/lib/ads/queries';
import { AD_MAX_BYTES, AD_TITLE_MAX, adFormSchema, adMediaProblem } from '@/lib/validation/ads';
import { AdFileField } from './ad-file-field';
import { AdMedia, mediaKindOf } from './ad-media';
import { saveAd } from './save-ad';
import { UploadProgressBar } from '@/components/ui/upload-progress-bar';

const MAX_MB = AD_MAX_BYTES / (1024 * 1024);
// The server's field names, and the refusals it answers without naming a field: they belong under the file input.
const SERVER_FIELDS = { title: 'title', ads: 'media' } as const;
const MEDIA_MESSAGES = [{ messages: [AD_MSG.media, AD_MSG.mediaType, AD_MSG.mediaTooLarge], field: 'media' }] as const;

export interface AdFormProps {
  /** The ad being edited; null creates one (docs/product.md#admin-ads: the mode follows from this). */
  editing: PublicAd | null;
  onCancel: () => void;
  /** The server stored the ad: the page closes the modal and reloads the grid. */
  onSaved: () => void;
  /** The upload was cancelled or the ad is gone: the grid may be out of date. */
  onAbandoned: () => void;
}

interface ChosenPreview {
  url: string;
  type: 'image' | 'video';
  name: string;
}

/** The create/edit ad form: title and an image or video, sent with a real upload progress bar. */
export function AdForm({ editing, onCancel, onSaved, onAbandoned }: AdFormProps) {
  const router = useRouter();
  const schema = useMemo(() => adFormSchema<File>(editing ? 'edit' : 'create'), [editing]);
  const {
    fieldProps,
    handleSubmit,
    setError,
    trigger,
    formState: { isSubmitting },
  } = useSchemaForm(schema, { defaultValues: { title: editing?.title ?? '', media: undefined } });
  const { notice, send } = useFormSubmit({
    setError,
    fields: SERVER_FIELDS,
    messageFields: MEDIA_MESSAGES,
    onSessionExpired: () => logout(router.push),
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [chosen, setChosen] = useState<ChosenPreview | null>(null);
  const upload = useRef<AbortController | null>(null);

  // Closing the modal mid-upload cancels the request instead of leaving it running unseen.
  useEffect(() => () => upload.current?.abort(), []);
  // A preview URL keeps the file in memory until revoked: when replaced, and when the modal closes.
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    const usable = file && !adMediaProblem(file, false);
    setChosen(usable ? { url: URL.createObjectURL(file), type: mediaKindOf(file.type), name: file.name } : null);
    // Say at once when the file is refused, rather than after a submit.
    void trigger('media');
  }

  async function onSubmit(values: { title: string; media?: ArrayLike<File> | null }) {
    const chosenFile = values.media?.[0];
    const file = chosenFile && chosenFile.size > 0 ? chosenFile : null;
    setProgress(file ? 0 : null);
    const controller = new AbortController();
    upload.current = controller;
    const request = saveAd({ editing, title: values.title, file, onProgress: setProgress, signal: controller.signal }).then((reply) => {
      upload.current = null;
      if (!reply.aborted) setProgress(null);
      return reply;
    });
    const saved = await send(request, AD_MSG.saveFailed, {
      onRefused: (reply) => {
        // Cancelled, or the ad was deleted meanwhile: the page reloads the grid (a 404 is still reported here).
        if (reply.aborted || (reply.status === 404 && editing)) onAbandoned();
        return reply.aborted;
      },
    });
    if (saved) onSaved();
  }

  const mediaName = editing?.type === 'video' ? 'video' : 'image';
  // The chosen file once it passes the checks, otherwise (on an edit) the media the ad keeps.
  const preview = chosen
    ? { src: chosen.url, type: chosen.type, label: `Preview of ${chosen.name}`, caption: `New: ${chosen.name}`, testId: 'ad-chosen-preview' }
    : editing
      ? { src: adMediaUrl(editing.media), type: editing.type, label: `Current ${mediaName} of the ad`, caption: `Current ${mediaName}`, testId: 'ad-current-media' }
      : null;
  return (
    <form
      // Built at submit time: onSubmit keeps the upload's AbortController in a ref.
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      aria-label={editing ? 'Edit ad' : 'Create ad'}
      aria-busy={isSubmitting}
      data-test="ad-form"
      className="space-y-5"
    >
      <NoticeBanner notice={notice} />
      <TextField
        label="Title"
        id="ad-title"
        maxLength={AD_TITLE_MAX}
        autoComplete="off"
        required
        data-test="ad-title-input"
        {...fieldProps('title')}
      />
      <AdFileField
        label={editing ? 'New image or video (optional)' : 'Image or video'}
        id="ad-media"
        hint={
          editing
            ? `Leave empty to keep the current ${mediaName}. At most ${MAX_MB} MB.`
            : `An image (PNG, JPEG, GIF, WebP) or a video (MP4, WebM, Ogg, MOV), at most ${MAX_MB} MB.`
        }
        required={!editing}
        data-test="ad-media-input"
        {...fieldProps('media', { onChange: handleFileChange })}
      />
      {preview ? (
        <figure className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
          <AdMedia src={preview.src} type={preview.type} label={preview.label} testId={preview.testId} className="aspect-[2/1] w-full" />
          <figcaption className="break-words px-3 py-2 text-sm text-slate-600">{preview.caption}</figcaption>
        </figure>
      ) : null}
      {progress !== null ? (
        // At 100 % the server is still checking and storing the file, so the label says so.
        <UploadProgressBar percent={progress} label={progress >= 100 ? 'Upload complete, saving…' : 'Uploading…'} testId="ad-upload-progress" />
      ) : null}
      <FormActions
        submitLabel={editing ? 'Save Changes' : 'Create Ad'}
        busyLabel="Saving…"
        busy={isSubmitting}
        onCancel={onCancel}
        testId="ad-form-submit"
        cancelTestId="ad-form-cancel"
        // Closing the modal mid-upload aborts it (see the effect above), so Cancel stays usable.
        cancelLabel={progress !== null ? 'Cancel upload' : 'Cancel'}
        cancelWhileBusy
      />
    </form>
  );
}
