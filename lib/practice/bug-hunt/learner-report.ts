import type { practiceDefectReports } from '../../db/schema';
import { BUG_HUNT_FEEDBACK } from '../../messages/bug-hunt';
import { learnerVerdictOf, type DefectReport, type Severity } from './schemas';

// A stored report as its learner sees it (docs/product.md#bug-hunt): the learner's verdict (every one not credited
// reads the same, with the same feedback, whatever the server's own verdict was), the defect's id only once credited,
// the trainer's note, and where its screenshot is.

export type ReportRow = typeof practiceDefectReports.$inferSelect;

export const screenshotPath = (reportId: number) => `/api/practice/v1/bug-hunt/reports/${reportId}/screenshot`;

/** Reports judged before verdicts were merged keep their old feedback in the table; the learner reads today's. */
function feedbackOf(row: ReportRow): string {
  if (row.verdict === 'credited' || row.overriddenAt) return row.feedback;
  return row.verdict === 'too-broad' ? BUG_HUNT_FEEDBACK.tooBroad : BUG_HUNT_FEEDBACK.notCredited;
}

export function learnerViewOf(row: ReportRow): DefectReport {
  return {
    id: row.id,
    exercise: row.exercise,
    title: row.title,
    steps: row.steps,
    expected: row.expected,
    actual: row.actual,
    severity: row.severity as Severity,
    area: row.area,
    createdAt: row.createdAt.toISOString(),
    verdict: learnerVerdictOf(row.verdict),
    feedback: feedbackOf(row),
    defectId: row.verdict === 'credited' ? row.defectId : null,
    trainerNote: row.trainerNote,
    screenshot: row.screenshot ? screenshotPath(row.id) : null,
  };
}
