import type { ScheduleRow } from '../wire';
import type { ScheduleRowInput } from '../../validation/schedule';

// The sheet's first row holds the schedule column titles (docs/product.md#data-model), in this order; each
// later row is one batch.
export const SHEET_COLUMNS = [
  'Project_id',
  'Project Name',
  'Start Date',
  'Weekdays',
  'Demo Date',
  'Duration',
  'Meeting Time',
  'Fee',
] as const satisfies readonly (keyof ScheduleRow)[];

export type SheetCell = string | number;

/** The header row plus one row of cells per batch, ready for a values.update call. */
export function scheduleToSheetValues(rows: ScheduleRow[]): SheetCell[][] {
  return [[...SHEET_COLUMNS], ...rows.map((row) => SHEET_COLUMNS.map((column) => row[column]))];
}

/**
 * Sheet values (header row first) → schedule inputs, matched by column title so a reordered sheet still
 * imports. Blank rows are skipped; cells are passed on as text for the shared schema to validate.
 */
export function sheetValuesToScheduleInputs(values: unknown[][]): ScheduleRowInput[] {
  const [header = [], ...body] = values;
  const titles = header.map((cell) => String(cell ?? '').trim());
  return body
    .filter((cells) => cells.some((cell) => String(cell ?? '').trim() !== ''))
    .map((cells) => {
      const input: Record<string, string> = {};
      for (const column of SHEET_COLUMNS) {
        const index = titles.indexOf(column);
        input[column] = index === -1 ? '' : String(cells[index] ?? '');
      }
      return input as unknown as ScheduleRowInput;
    });
}
