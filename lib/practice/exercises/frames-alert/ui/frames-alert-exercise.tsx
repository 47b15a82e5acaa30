'use client';

import { FrameFormSection } from './frame-form-section';
import { JsDialogsSection } from './js-dialogs-section';
import { ModalSection } from './modal-section';
import { NestedFramesSection } from './nested-frames-section';
import { ShadowSection } from './shadow-section';
import { WindowsSection } from './windows-section';

// Frames & Alert v1 (docs/practice/frames-alert.md): six parts side by side on a wide screen, one under the
// other on a phone. Mounted afresh by the lab after a reset or a change of bug mode, so the frames reload
// with the new mode and every part starts from its first state.

export function FramesAlertExercise() {
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-test="frames-alert-exercise">
      <FrameFormSection />
      <NestedFramesSection />
      <WindowsSection />
      <JsDialogsSection />
      <ShadowSection />
      <ModalSection />
    </div>
  );
}
