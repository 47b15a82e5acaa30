import { notFound } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/methods';
import { withRoute } from '@/lib/api/route';
import { PRACTICE_SVGS } from '@/lib/practice/exercises/web-elements/images';
import { practiceImageParam } from '@/lib/practice/exercises/web-elements/schemas';

// GET /api/practice/v1/web-elements/images/{name}: the exercise's working images (badge.svg, chart.svg).
// Any other name, such as the page's missing.png and team-photo.jpg, is a 404 on purpose: they are the
// broken images learners look for.
export const GET = withRoute({ access: 'user', params: practiceImageParam }, ({ params }) => {
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
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
