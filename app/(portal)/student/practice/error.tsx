'use client';

import { ExerciseFault } from '@/components/practice/exercise-fault';

// The lab's fault boundary (docs/architecture.md#practice-lab): an exercise that throws, on the server or in
// the browser, is replaced by this notice inside the portal, so the portal's layout, its navigation and the
// other exercises stay usable. "Try again" renders the segment afresh.
export default function PracticeLabError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ExerciseFault digest={error.digest} onRetry={reset} />;
}
