'use client';

import { BrokenMedia } from './broken-media';
import { ChangingIds } from './changing-ids';
import { DynamicControls } from './dynamic-controls';
import { EmployeeTable } from './employee-table';
import { FilesSection } from './files-section';
import { InfiniteFeed } from './infinite-feed';
import { Waits } from './waits';

// The Web Elements exercise (docs/practice/web-elements.md): seven cards, each a kind of element that
// makes automation awkward. Mounted afresh after a reset or a bug-mode change (components/practice/
// practice-session.tsx), so every card starts from its start state and the file list is read again.

export function WebElementsExercise() {
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-test="web-elements">
      <DynamicControls />
      <ChangingIds />
      <Waits />
      <InfiniteFeed />
      <FilesSection />
      <EmployeeTable />
      <BrokenMedia />
    </div>
  );
}
