import type { ApiArea } from '../area';
import { list } from '../replies';

// The programs a student registers for (docs/product.md#registration): app/api/courses.

export const coursesArea = (): ApiArea => ({
  tag: { name: 'Courses', description: 'The programs offered, for the registration form.' },
  paths: {
    '/api/courses': {
      get: { operationId: 'listCourses', summary: 'Programs to register for', access: 'public', reply: list('`[{ id, name }]`.') },
    },
  },
});
