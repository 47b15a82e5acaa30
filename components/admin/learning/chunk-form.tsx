'use client';

import { useId, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { settleFormReply } from '@/components/admin/settle-form-reply';
import { TextareaField } from '@/components/contact/textarea-field';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { TextField } from '@/components/ui/text-field';
import type { JsonReply } from '@/lib/client/post-json';
import type { LearningChunk } from '@/lib/learning/queries';
import { CHUNK_TITLE_MAX, chunkSchema, splitChunkContents, type ChunkInput, type ChunkValues } from '@/lib/validation/learning-admin';
import { FormActions } from './form-actions';
import { LEARNING_EDITOR_TEXT } from './messages';

// The contents field holds what the admin types: items separated by semicolons (SPEC §9).
const EMPTY_CHUNK: ChunkInput = { chunk_title: '', chunk_contents: '' };

interface ChunkFormProps {
  /** The chunk being edited; none for a new chunk. */
  chunk?: LearningChunk;
  submitLabel: string;
  busyLabel: string;
  /** The call that stores the chunk (title trimmed, contents split into items). */
  save: (values: ChunkValues) => Promise<JsonReply<LearningChunk>>;
  /** Stored: a new chunk form empties itself for the next one. */
  onSaved: (chunk: LearningChunk) => void;
  /** 401: the session is gone. */
  onSessionExpired: () => void;
  /** Shown as a Cancel button when given (the edit modal). */
  onCancel?: () => void;
  testId: string;
}

/**
 * SPEC §5 'New chunk': a non-blank title and non-blank contents, typed as items separated by
 * semicolons; a preview shows the list the learning page will show.
 */
export function ChunkForm({ chunk, submitLabel, busyLabel, save, onSaved, onSessionExpired, onCancel, testId }: ChunkFormProps) {
  const titleId = useId();
  const contentsId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<Notice | null>(null);
  const {
    fieldProps,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { isSubmitting },
  } = useSchemaForm(chunkSchema, {
    defaultValues: chunk ? { chunk_title: chunk.chunk_title, chunk_contents: chunk.chunk_contents.join('; ') } : EMPTY_CHUNK,
  });
  const contents = fieldProps('chunk_contents');
  // FieldShell names the message `${id}-error`; the hint stays described beside it.
  const describedBy = contents.error ? `${hintId} ${contentsId}-error` : hintId;

  async function onSubmit(values: ChunkValues) {
    setProblem(null);
    const reply = await save(values);
    const outcome = settleFormReply(reply, setError, { chunk_title: 'chunk_title', chunk_contents: 'chunk_contents' }, LEARNING_EDITOR_TEXT.saveFailed);
    if (outcome.kind === 'saved') {
      if (!onCancel) reset(EMPTY_CHUNK);
      onSaved(reply.data);
    } else if (outcome.kind === 'expired') onSessionExpired();
    else if (outcome.problem) setProblem({ status: reply.status, message: outcome.problem });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={submitLabel} data-test={testId} className="space-y-4">
      <NoticeBanner notice={problem} />
      <TextField
        label="Chunk title"
        id={titleId}
        autoComplete="off"
        maxLength={CHUNK_TITLE_MAX}
        placeholder="e.g. Test planning"
        required
        data-test="chunk-title-input"
        {...fieldProps('chunk_title')}
      />
      <div>
        <TextareaField
          label="Contents"
          id={contentsId}
          rows={4}
          placeholder="What a test plan holds; Who writes it; When it changes"
          required
          data-test="chunk-contents-input"
          {...contents}
          aria-describedby={describedBy}
        />
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          Separate the items with semicolons (;). Each item becomes one line of the list.
        </p>
      </div>
      <ContentsPreview control={control} />
      <FormActions submitLabel={submitLabel} busyLabel={busyLabel} busy={isSubmitting} onCancel={onCancel} testId="chunk-submit" />
    </form>
  );
}

/** The items as the learning page will list them, updated as the admin types. */
function ContentsPreview({ control }: { control: Control<ChunkInput, unknown, ChunkValues> }) {
  const typed = useWatch({ control, name: 'chunk_contents' });
  const items = splitChunkContents(typed ?? '');
  if (items.length === 0) return null;
  return (
    <div data-test="chunk-preview" className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <p className="font-medium text-slate-800">
        Preview: {items.length} {items.length === 1 ? 'item' : 'items'}
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5 marker:text-brand-600">
        {items.map((item, index) => (
          <li key={index} className="break-words">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
