import { scheduleDeleteSchema, scheduleRowSchema } from '../../validation/schedule';
import type { ApiArea } from '../area';
import { json, success } from '../replies';

// The course schedule on the home page (docs/product.md#home-page, #admin-schedule): app/api/schedule.

export const scheduleArea = (): ApiArea => ({
  tag: { name: 'Schedule', description: 'The upcoming batches shown on the home page: public to read, admins write.' },
  paths: {
    '/api/schedule': {
      get: { operationId: 'listSchedule', summary: 'The schedule', access: 'public', reply: json('`{ data: [rows] }`: the envelope of the spreadsheet service the schedule was first kept in; a row as in `POST`.') },
      post: { operationId: 'addScheduleRow', summary: 'Add a batch', access: 'admin', body: scheduleRowSchema, description: 'The home page shows it at once.', reply: success('`{ success, id }`.') },
      delete: { operationId: 'deleteScheduleRow', summary: 'Remove a batch', access: 'admin', body: scheduleDeleteSchema, reply: success('`{ success }`.'), refusals: { 404: 'No batch with this `course_id`' } },
    },
  },
});
