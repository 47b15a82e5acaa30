// Enrolling in a schedule batch (docs/product.md#registration, docs/product.md#payment) and My learning
// (docs/product.md#my-learning).

export const ENROLMENT_MSG = {
  batchInvalid: 'Choose a batch from the Course Schedule.',
  batchNotFound: 'There is no such batch in the Course Schedule. Pick one from the schedule on the home page.',
  batchWithoutCourse: 'This batch is not linked to a course yet, so it cannot be enrolled in. Please contact us.',
  enrolled: 'You are enrolled in this batch.',
  notEnrolled: 'You are not enrolled in this course.',
} as const;
