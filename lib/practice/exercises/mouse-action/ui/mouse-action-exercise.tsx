'use client';

import { HOLD_MS } from '@/lib/practice/exercises/mouse-action/widgets';
import { CardBoard } from './card-board';
import { ContextMenuArea } from './context-menu-area';
import { DoubleClickBox } from './double-click-box';
import { ExerciseSection } from './exercise-section';
import { HoldButton } from './hold-button';
import { HoverMenu } from './hover-menu';
import { HoverTooltip } from './hover-tooltip';
import { KeyPressBox } from './key-press-box';
import { RangeSlider } from './range-slider';
import { ScrollBox } from './scroll-box';

// The Mouse Action exercise (docs/practice/mouse-action.md): the board keeps its state on the server; the
// other widgets keep theirs in the page and start afresh whenever the exercise remounts.

export function MouseActionExercise() {
  return (
    <div className="space-y-6" data-test="mouse-action">
      <CardBoard />
      <div className="grid gap-6 lg:grid-cols-2">
        <ExerciseSection id="hover" title="Hover" tools="locator.hover(); or Tab, then Enter / Arrow Down, Escape">
          <div className="grid gap-6 sm:grid-cols-2">
            <div>
              <h3 className="mb-2 text-sm font-semibold text-slate-700">Menu</h3>
              <HoverMenu />
            </div>
            <div>
              <h3 className="mb-2 text-sm font-semibold text-slate-700">Tooltip</h3>
              <HoverTooltip />
            </div>
          </div>
        </ExerciseSection>
        <ExerciseSection id="double-click" title="Double-click" tools="locator.dblclick(); a single click() counts nothing">
          <DoubleClickBox />
        </ExerciseSection>
        <ExerciseSection id="context-menu" title="Right-click context menu" tools="locator.click({ button: 'right' }); or keyboard.press('Shift+F10')">
          <ContextMenuArea />
        </ExerciseSection>
        <ExerciseSection id="hold" title="Click and hold" tools={`page.mouse.down(), then page.mouse.up() after ${HOLD_MS} ms; or hold Space`}>
          <HoldButton />
        </ExerciseSection>
        <ExerciseSection id="slider" title="Range slider" tools="locator.fill('70'); keyboard.press('ArrowRight'); page.mouse.click()">
          <RangeSlider />
        </ExerciseSection>
        <ExerciseSection id="keys" title="Key presses" tools="keyboard.press('Shift+A'); locator.press()">
          <KeyPressBox />
        </ExerciseSection>
      </div>
      <ExerciseSection id="scroll" title="Scroll into view" tools="locator.scrollIntoViewIfNeeded(); page.mouse.wheel(); click() scrolls by itself">
        <ScrollBox />
      </ExerciseSection>
    </div>
  );
}
