import { z } from 'zod';
import { practiceSettingsSchema } from '../../validation/practice';
import { exerciseParam, starterKitParam } from '../../validation/params';
import type { ApiArea } from '../area';
import { download, json, noContent, success } from '../replies';

// The practice lab's own routes (docs/product.md#practice-lab, #bug-mode, #challenges): the bug-mode switch, an
// exercise's reset and starter kits, and the learner's challenges. app/api/practice/settings,
// app/api/practice/v1/{exercise}/**, app/api/practice/v1/challenges.

// GET and DELETE /api/practice/v1/challenges read `exercise` as an exercise id (lib/practice/challenges/route-input.ts).
const challengeQuery = z.object({ exercise: exerciseParam.shape.exercise.optional().describe('One exercise\'s challenges only.') });

export const practiceLabArea = (): ApiArea => ({
  tag: { name: 'Practice lab', description: 'The lab\'s switch for planted bugs, an exercise\'s reset and starter kits, and the learner\'s challenges.' },
  paths: {
    '/api/practice/settings': {
      get: { operationId: 'getPracticeSettings', summary: 'Your practice settings', access: 'user', reply: json('`{ bugMode }`.') },
      put: { operationId: 'setBugMode', summary: 'Turn planted bugs on or off', access: 'user', body: practiceSettingsSchema, description: 'For every exercise at once.', reply: json('`{ bugMode }`.') },
    },
    '/api/practice/v1/{exercise}/reset': {
      post: {
        operationId: 'resetPracticeData',
        summary: 'Reset your data in an exercise',
        access: 'user',
        params: exerciseParam,
        description: 'Your data in that exercise returns to its start state (bookings, lists, files). Other learners\' data, the bug-mode switch and met challenges are untouched.',
        reply: success('`{ success, message }`.'),
        refusals: { 404: 'No exercise with this id' },
      },
    },
    '/api/practice/v1/{exercise}/starter-kit/{tool}': {
      get: {
        operationId: 'downloadStarterKit',
        summary: 'An exercise\'s starter project',
        access: 'user',
        params: starterKitParam,
        description: 'A zip of the starter project for the tool: for an exercise page, Playwright with TypeScript or Selenium with Python and pytest; for the SOAP service, zeep with Python and pytest.',
        reply: download('The project as a zip.', 'application/zip'),
        refusals: { 404: 'No such exercise or tool, or the exercise has no starter kit for the tool yet' },
      },
    },
    '/api/practice/v1/challenges': {
      get: {
        operationId: 'listChallenges',
        summary: 'Your challenges',
        access: 'learner',
        query: challengeQuery,
        reply: json('`{ challenges: [{ id, exercise, title, description, met, metAt }], met, total }`.'),
        refusals: { 400: { description: '`exercise` names no exercise', codes: ['VALIDATION_FAILED'] } },
      },
      delete: {
        operationId: 'clearChallenges',
        summary: 'Clear your met challenges',
        access: 'learner',
        query: challengeQuery,
        description: '"Reset my practice data" keeps them: it resets an exercise\'s data, not what the learner achieved.',
        reply: noContent('Cleared.'),
        refusals: { 400: { description: '`exercise` names no exercise', codes: ['VALIDATION_FAILED'] } },
      },
    },
  },
});
