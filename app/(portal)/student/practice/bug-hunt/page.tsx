import type { Metadata } from 'next';
import { PortalPage } from '@/components/layout/portal-page';
import { ScoreBoardView } from '@/components/practice/bug-hunt/score-board';
import { requireRole } from '@/lib/auth/guards';
import { EXERCISES, HOSTED_EXERCISES } from '@/lib/practice/registry';
import { SERVER_EXERCISES } from '@/lib/practice/server-registry';

export const metadata: Metadata = { title: 'Bug hunt: your score board' };

/** /student/practice/bug-hunt (docs/product.md#bug-hunt): the learner's score board, read in the browser. */
export default async function BugHuntScoreBoardPage() {
  await requireRole('student');
  const names = Object.fromEntries(HOSTED_EXERCISES.map((id) => [id, EXERCISES[id].name]));
  const areaLabels = Object.fromEntries(
    HOSTED_EXERCISES.map((id) => [id, Object.fromEntries(SERVER_EXERCISES[id].taskSheet.reportAreas.map((area) => [area.id, area.label]))]),
  );
  return (
    <PortalPage
      eyebrow="Student Portal"
      title="Bug hunt: your score board"
      intro="The planted defects you found in the practice lab, how long each took and the hints you used, with every report you filed and its verdict. Turn bug mode on in an exercise and use its Report a defect."
    >
      <ScoreBoardView names={names} areaLabels={areaLabels} />
    </PortalPage>
  );
}
