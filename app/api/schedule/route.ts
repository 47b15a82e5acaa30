import { withRoute } from '@/lib/api/route';
import { listSchedule } from '@/lib/schedule/queries';

// GET /api/schedule → {data: [rows]}: the same envelope the spec's spreadsheet service answers (SPEC §7).
export const GET = withRoute({ access: 'public' }, async () => ({ data: await listSchedule() }));
