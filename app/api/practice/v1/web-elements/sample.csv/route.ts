import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { attachmentHeaders } from '@/lib/api/attachment-headers';
import { SAMPLE_FILE_NAME, sampleCsv } from '@/lib/practice/exercises/web-elements/sample-csv';

// GET /api/practice/v1/web-elements/sample.csv: a fixed CSV download, the same bytes every time.
export const GET = withRoute({ access: 'user' }, () => {
  const bytes = new TextEncoder().encode(sampleCsv());
  return new Response(bytes, { headers: attachmentHeaders(SAMPLE_FILE_NAME, 'text/csv; charset=utf-8', bytes.length) });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
