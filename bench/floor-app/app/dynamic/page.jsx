// The page baseline for logged-in pages (bench/classroom): the smallest App Router page that renders on
// every request, sized by `?bytes=` so that its document weighs what the measured page weighs.
import { connection } from 'next/server';

const LINE = 'A paragraph of plain text that stands in for the content of a learner page. ';

export default async function DynamicPage({ searchParams }) {
  await connection();
  const { bytes } = await searchParams;
  const lines = Math.max(1, Math.floor(Number(bytes ?? 1000) / (LINE.length + 7)));
  return (
    <main>
      {Array.from({ length: lines }, (_, i) => (
        <p key={i}>{LINE}</p>
      ))}
    </main>
  );
}
