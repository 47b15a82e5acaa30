import { fileDefectReport } from '@/lib/practice/bug-hunt/file-report';
import { reportsOf } from '@/lib/practice/bug-hunt/report-list';
import { reporterOf, reportListQueryOf } from '@/lib/practice/bug-hunt/route-input';
import { DefectReportInputSchema } from '@/lib/practice/bug-hunt/schemas';
import { withPracticeWriteHook } from '@/lib/progress/practice-write-hook';
import { otherPracticeMethods, practiceRoute } from '@/lib/practice/practice-route';

// The bug hunt's defect reports (docs/product.md#bug-hunt), for the exercise page (the session) and the learner's
// tools (a practice token or OAuth access token) alike.

// GET /api/practice/v1/bug-hunt/reports[?exercise=id][&page=n] → { reports, total, page, pages }: the learner's own, newest first.
export const GET = practiceRoute({ access: 'learner' }, async (ctx) => reportsOf(reporterOf(ctx).userId, reportListQueryOf(ctx.request)));

// POST /api/practice/v1/bug-hunt/reports { exercise, title, steps, expected, actual, severity, area } → 201 { report, score }:
// judged at once; 429 REPORT_LIMIT_REACHED past the hour's misses. A credited report may complete a certificate's
// rule, so progress hears of it after the reply (withPracticeWriteHook).
export const POST = withPracticeWriteHook(
  practiceRoute({ access: 'learner', body: DefectReportInputSchema }, async (ctx) => {
    const { userId, via } = reporterOf(ctx);
    return Response.json(await fileDefectReport(userId, via, ctx.body), { status: 201 });
  }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherPracticeMethods({ GET, POST });
