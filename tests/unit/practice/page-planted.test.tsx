import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { flagsAfterSwitch, PracticeSessionProvider, type PagePlanted } from '@/components/practice/practice-session';
import { RangeSlider } from '@/lib/practice/exercises/mouse-action/ui/range-slider';
import { SLIDER } from '@/lib/practice/exercises/mouse-action/widgets';

// docs/architecture.md#defects-one-at-a-time: an exercise's page behaves defectively by its own flag only, and the
// switch on the page moves every flag unless a pin sets it aside.

const MOUSE_FLAGS = { 'double-click': false, tooltip: false, 'hold-button': false, 'slider-output': false };

function sliderValue(planted: PagePlanted): string {
  const html = renderToStaticMarkup(
    <PracticeSessionProvider exercise="mouse-action" start={{ bugMode: false, planted, learner: 'learner-1' }} plantedFollowSwitch>
      <RangeSlider />
    </PracticeSessionProvider>,
  );
  return /data-test="slider-value">(-?\d+)</.exec(html)![1];
}

describe("the page's planted-defect flags", () => {
  it('make the slider output wrong when its own flag is on, and only then', () => {
    expect(sliderValue(MOUSE_FLAGS)).toBe(String(SLIDER.start));
    expect(sliderValue({ ...MOUSE_FLAGS, 'slider-output': true })).toBe(String(SLIDER.start - SLIDER.step));
    for (const other of ['double-click', 'tooltip', 'hold-button']) expect(sliderValue({ ...MOUSE_FLAGS, [other]: true }), other).toBe(String(SLIDER.start));
  });

  it('all follow the switch, unless pinned: then the switch changes none', () => {
    const pinned = { ...MOUSE_FLAGS, tooltip: true };
    expect(flagsAfterSwitch(MOUSE_FLAGS, true, true)).toEqual({ 'double-click': true, tooltip: true, 'hold-button': true, 'slider-output': true });
    expect(flagsAfterSwitch(pinned, false, true)).toEqual(MOUSE_FLAGS);
    expect(flagsAfterSwitch(pinned, true, false)).toBe(pinned);
    expect(flagsAfterSwitch(pinned, false, false)).toBe(pinned);
  });
});
