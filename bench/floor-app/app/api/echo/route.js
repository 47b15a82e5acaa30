// The smallest App Router route handler that does what a practice write does around its own work: read a
// JSON body and answer JSON. The floor a write through Next.js cannot go below (bench/classroom.ts).
export async function POST(request) {
  const body = await request.json();
  return Response.json({ received: body });
}
