import type { practiceDefectReports } from '../../db/schema';
import type { DefectReport, Severity, Verdict } from './schemas';

// A stored report as its learner sees it (docs/product.md#bug-hunt): the defect's id only once credited (a miss
// never names the defect it came near), the trainer's note, and where its screenshot is.

export type ReportRow = typeof practiceDefectReports.$inferSelect;

export const screenshotPath = (reportId: number) => `/api/practice/v1/bug-hunt/reports/${reportId}/screenshot`;

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
    verdict: row.verdict as Verdict,
    feedback: row.feedback,
    defectId: row.verdict === 'credited' ? row.defectId : null,
    trainerNote: row.trainerNote,
    screenshot: row.screenshot ? screenshotPath(row.id) : null,
  };
}
