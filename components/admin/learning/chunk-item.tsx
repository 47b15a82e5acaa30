import { DeleteButton } from '@/components/admin/shared/delete-button';
import type { LearningChunk } from '@/lib/learning/queries';

interface ChunkItemProps {
  chunk: LearningChunk;
  /** Its deletion is under way: both buttons wait. */
  deleting: boolean;
  onEdit: (chunk: LearningChunk) => void;
  onDelete: (chunk: LearningChunk) => void;
}

export const smallButtonClass =
  'cursor-pointer rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700 disabled:cursor-wait disabled:opacity-60';
/** The Delete buttons' size on the editor's white cards. */
export const smallDeleteClass = 'bg-white py-1.5';

/** One chunk in the editor: its title, its items as the list the learning page shows, Edit and Delete. */
export function ChunkItem({ chunk, deleting, onEdit, onDelete }: ChunkItemProps) {
  return (
    <li data-test="admin-chunk" className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h4 data-test="admin-chunk-title" className="min-w-0 break-words font-semibold text-ink">
          {chunk.chunk_title}
        </h4>
        <div className="flex shrink-0 gap-2">
          <button type="button" onClick={() => onEdit(chunk)} disabled={deleting} aria-haspopup="dialog" data-test="edit-chunk" className={smallButtonClass}>
            Edit<span className="sr-only"> the chunk {chunk.chunk_title}</span>
          </button>
          <DeleteButton
            deleting={deleting}
            onClick={() => onDelete(chunk)}
            srName={`the chunk ${chunk.chunk_title}`}
            data-test="delete-chunk"
            className={smallDeleteClass}
          />
        </div>
      </div>
      <ul data-test="admin-chunk-items" className="mt-2 list-disc space-y-1 pl-5 text-slate-700 marker:text-brand-600">
        {chunk.chunk_contents.map((item, index) => (
          <li key={index} className="break-words">
            {item}
          </li>
        ))}
      </ul>
    </li>
  );
}
