// A schedule batch as a learner is told about it (docs/product.md#registration); plain data, for server and browser.

/** Which course, which batch, when it starts, and the course fee in whole dollars. */
export interface EnrolBatch {
  scheduleId: number;
  /** The batch's own id as the schedule shows it (e.g. 'QA-101'). */
  batchCode: string;
  courseId: number;
  courseName: string;
  startDate: string;
  feeDollars: number;
}
