'use client';

import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { TextareaField } from '@/components/contact/textarea-field';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { TextField } from '@/components/ui/text-field';
import type { LearningChunk } from '@/lib/learning/queries';
import { CHUNK_TITLE_MAX, chunkSchema, splitChunkContents, type ChunkInput, type ChunkValues } from '@/lib/validation/learning-admin';
import { EditorForm, type EditorFormProps } from './editor-form';

// The contents field holds what the admin types: items separated by semicolons (docs/product.md#admin-learning).
const EMPTY_CHUNK: ChunkInput = { chunk_title: '', chunk_contents: '' };

/** `save` gets the chunk with its title trimmed and its contents split into items. */
type ChunkFormProps = EditorFormProps<ChunkValues, LearningChunk> & {
  /** The chunk being edited; none for a new chunk. */
  chunk?: LearningChunk;
};

/**
 * 'New chunk' (docs/product.md#admin-learning): a non-blank title and non-blank contents, typed as items separated by
 * semicolons; a preview shows the list the learning page will show.
 */
export function ChunkForm({ chunk, ...editor }: ChunkFormProps) {
  const titleId = useId();
  const contentsId = useId();
  const hintId = useId();
  const form = useSchemaForm(chunkSchema, {
    defaultValues: chunk ? { chunk_title: chunk.chunk_title, chunk_contents: chunk.chunk_contents.join('; ') } : EMPTY_CHUNK,
  });
  const contents = form.fieldProps('chunk_contents');
  // FieldShell names the message `${id}-error`; the hint stays described beside it.
  const describedBy = contents.error ? `${hintId} ${contentsId}-error` : hintId;

  return (
    <EditorForm
      form={form}
      editor={editor}
      fields={{ chunk_title: 'chunk_title', chunk_contents: 'chunk_contents' }}
      empty={EMPTY_CHUNK}
      submitTestId="chunk-submit"
      className="space-y-4"
    >
      <TextField
        label="Chunk title"
        id={titleId}
        autoComplete="off"
        maxLength={CHUNK_TITLE_MAX}
        placeholder="e.g. Test planning"
        required
        data-test="chunk-title-input"
        {...form.fieldProps('chunk_title')}
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
      <ContentsPreview control={form.control} />
    </EditorForm>
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
