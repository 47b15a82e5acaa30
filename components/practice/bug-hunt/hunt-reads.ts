import { BUG_HUNT_MSG } from '@/lib/messages';
import { FiledReportSchema, ReportListSchema, ScoreBoardSchema, type FiledReport, type ReportList, type ScoreBoard } from '@/lib/practice/bug-hunt/schemas';

// Where the bug hunt's pages read and write (docs/product.md#bug-hunt), and how they check what came back: with the
// same zod schemas the server answers with, so a reply of another shape shows as unreadable, not as wrong numbers.

export const HUNT_API = '/api/practice/v1/bug-hunt';
export const REPORTS_URL = `${HUNT_API}/reports`;
export const SCORE_URL = `${HUNT_API}/score`;
export const SCORE_BOARD_PAGE = '/student/practice/bug-hunt';

const parsed = <T>(schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }) => (body: unknown): T | null => {
  const result = schema.safeParse(body);
  return result.success ? (result.data as T) : null;
};

const messages = { failed: BUG_HUNT_MSG.readFailed, noData: BUG_HUNT_MSG.unreadable };

export const SCORE_READ = { parse: parsed<ScoreBoard>(ScoreBoardSchema), messages };
export const REPORTS_READ = { parse: parsed<ReportList>(ReportListSchema), messages };
export const parseFiledReport = parsed<FiledReport>(FiledReportSchema);
