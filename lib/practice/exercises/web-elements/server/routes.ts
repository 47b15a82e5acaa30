import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { attachmentHeaders } from '@/lib/api/attachment-headers';
import { notFound } from '@/lib/api/errors';
import { parseOrThrow } from '@/lib/api/parse-or-throw';
import { recordDefectEvidence } from '../../../bug-hunt/evidence';
import { isDefectOn } from '../../../defects/planted';
import type { RouteTable } from '../../../routes/table';
import { feedPage } from '../feed';
import { PRACTICE_SVGS } from '../images';
import { STATUS_TITLES, type PracticeStatusCode } from '../media';
import { SAMPLE_FILE_NAME, sampleCsv } from '../sample-csv';
import { feedQuery, practiceFileParam, practiceImageParam, practiceStatusParam } from '../schemas';
import { FEED_DELAY_MS } from '../timings';
import { deleteFile, downloadFile, listFiles, uploadFile } from './file-routes';
import { practiceRoute } from '@/lib/practice/practice-route';

// The Web Elements exercise's API (docs/practice/web-elements.md): its feed, files, images, links and download.
const BASE = '/api/practice/v1/web-elements';

export const WEB_ELEMENTS_ROUTES: RouteTable = [
  {
    // GET ?offset=N → { items, nextOffset, total }: ten items of the infinite-scroll list, answered after a fixed
    // 500 ms (the wait learners practise); offset 0–49.
    path: `${BASE}/feed`,
    handlers: {
      GET: practiceRoute({ access: 'user' }, async ({ request, session }) => {
        const query = parseOrThrow(feedQuery, Object.fromEntries(new URL(request.url).searchParams));
        // Planted defect WEB-06: when live, the third batch repeats items 11–20.
        const repeatBatch = await isDefectOn(session.identity.userId, 'WEB-06');
        await sleep(FEED_DELAY_MS);
        const page = feedPage(query.offset, { repeatBatch });
        if (repeatBatch && page.items[0]?.id !== query.offset + 1) await recordDefectEvidence(session.identity.userId, 'WEB-06');
        return page;
      }),
    },
  },
  { path: `${BASE}/files`, handlers: { GET: listFiles, POST: uploadFile } },
  { path: `${BASE}/files/[id]`, params: practiceFileParam, handlers: { GET: downloadFile, DELETE: deleteFile } },
  {
    // GET: the exercise's working images (badge.svg, chart.svg). Any other name, such as the page's missing.png and
    // team-photo.jpg, is a 404 on purpose: they are the broken images learners look for.
    path: `${BASE}/images/[name]`,
    params: practiceImageParam,
    handlers: {
      GET: practiceRoute({ access: 'user', params: practiceImageParam }, ({ params }) => {
        const svg = PRACTICE_SVGS[params.name];
        if (!svg) throw notFound(`There is no image named ${params.name}.`, 'IMAGE_NOT_FOUND');
        return new Response(svg, {
          headers: {
            'Content-Type': 'image/svg+xml',
            'X-Content-Type-Options': 'nosniff',
            // Opened on its own, the drawing may not run anything.
            'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
          },
        });
      }),
    },
  },
  {
    // GET: a fixed CSV download, the same bytes every time.
    path: `${BASE}/sample.csv`,
    handlers: {
      GET: practiceRoute({ access: 'user' }, () => {
        const bytes = new TextEncoder().encode(sampleCsv());
        return new Response(bytes, { headers: attachmentHeaders(SAMPLE_FILE_NAME, 'text/csv; charset=utf-8', bytes.length) });
      }),
    },
  },
  {
    // GET → that status with { status, title, message }: the targets of the exercise's working and broken links (200,
    // 201, 400, 403, 404, 410, 418, 503; any other code is a plain 404). The error answers are intended.
    path: `${BASE}/status/[code]`,
    params: practiceStatusParam,
    handlers: {
      GET: practiceRoute({ access: 'user', params: practiceStatusParam }, ({ params }) => {
        const status = params.code as PracticeStatusCode;
        const ok = status < 400;
        const message = ok ? 'This link works.' : `This link is broken on purpose: it answers ${status} ${STATUS_TITLES[status]}.`;
        return Response.json({ status, title: STATUS_TITLES[status], message }, { status });
      }),
    },
  },
];
