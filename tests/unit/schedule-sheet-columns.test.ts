import { describe, expect, it } from 'vitest';
import { SHEET_COLUMNS, scheduleToSheetValues, sheetValuesToScheduleInputs } from '@/lib/schedule/sheet/columns';

describe('schedule sheet columns', () => {
  const row = {
    id: 7,
    Project_id: 'QA-1',
    'Project Name': 'Manual Testing',
    'Start Date': '2027-01-04',
    Weekdays: 'Mon, Wed',
    'Demo Date': '2026-12-28',
    Duration: '8 weeks',
    'Meeting Time': '7 PM',
    Fee: 299,
    catalogue_course_id: 1,
  };

  it('writes the schedule column titles as the header and leaves the database id out', () => {
    expect(scheduleToSheetValues([row])).toEqual([
      ['Project_id', 'Project Name', 'Start Date', 'Weekdays', 'Demo Date', 'Duration', 'Meeting Time', 'Fee'],
      ['QA-1', 'Manual Testing', '2027-01-04', 'Mon, Wed', '2026-12-28', '8 weeks', '7 PM', 299],
    ]);
  });

  it('reads rows by column title, whatever the order, and skips blank rows', () => {
    const header = [...SHEET_COLUMNS].reverse();
    const values = [header, header.map((column) => (column === 'Fee' ? 299 : row[column])), [], ['', '']];
    expect(sheetValuesToScheduleInputs(values)).toEqual([
      { ...Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'id' && key !== 'catalogue_course_id').map(([k, v]) => [k, String(v)])) },
    ]);
  });

  it('gives missing columns an empty value, for the schema to refuse with its message', () => {
    expect(sheetValuesToScheduleInputs([['Project_id'], ['QA-2']])).toEqual([
      { Project_id: 'QA-2', 'Project Name': '', 'Start Date': '', Weekdays: '', 'Demo Date': '', Duration: '', 'Meeting Time': '', Fee: '' },
    ]);
  });
});
