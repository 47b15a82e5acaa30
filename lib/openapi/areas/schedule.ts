import { scheduleRowParam } from '../../validation/params';
import { scheduleBatchSchema, scheduleDeleteSchema } from '../../validation/schedule';
import type { ApiArea } from '../area';
import { json, success } from '../replies';

// The course schedule on the home page (docs/product.md#home-page, #admin-schedule): app/api/schedule.

export const scheduleArea = (): ApiArea => ({
  tag: { name: 'Schedule', description: 'The upcoming batches shown on the home page: public to read, admins write.' },
  paths: {
    '/api/schedule': {
      get: { operationId: 'listSchedule', summary: 'The schedule', access: 'public', reply: json('`{ data: [rows] }`: the envelope of the spreadsheet service the schedule was first kept in; a row has the spreadsheet\'s columns (`Project_id`, `Project Name`, `Start Date`, `Weekdays`, `Demo Date`, `Duration`, `Meeting Time`, `Fee`), its `id` and its `catalogue_course_id` (null for an old batch that matched no course).') },
      post: {
        operationId: 'addScheduleRow',
        summary: 'Add a batch',
        access: 'admin',
        body: scheduleBatchSchema,
        description: 'A batch belongs to a catalogue course: `catalogue_course_id` (a course of `GET /api/courses`) in place of a typed `Project Name`, which becomes that course\'s name. The home page shows it at once.',
        reply: success('`{ success, id }`.'),
        refusals: { 400: 'A field is missing or wrong, or no course has the id in `catalogue_course_id` (`errors` names each field)' },
      },
      delete: { operationId: 'deleteScheduleRow', summary: 'Remove a batch', access: 'admin', body: scheduleDeleteSchema, reply: success('`{ success }`.'), refusals: { 404: 'No batch with this `course_id`' } },
    },
    '/api/schedule/{id}': {
      put: {
        operationId: 'editScheduleRow',
        summary: 'Edit a batch',
        access: 'admin',
        params: scheduleRowParam,
        body: scheduleBatchSchema,
        description: 'Every field, as `POST /api/schedule` takes them. The home page and the Google Sheet mirror follow at once.',
        reply: success('`{ success }`.'),
        refusals: { 400: 'A field is missing or wrong, or no course has the id in `catalogue_course_id`', 404: 'No batch with this id, or a malformed id' },
      },
    },
  },
});
