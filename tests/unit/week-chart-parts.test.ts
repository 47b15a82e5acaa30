import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { axisMax, Gridlines, weekLabel } from '@/components/ui/week-chart-parts';

// The weekly charts' shared parts (the admin dashboard, a learner's activity): a round axis top, so the gridlines'
// values are whole numbers a reader can compare, and week labels in UTC whatever the server's zone.

describe('weekly chart parts', () => {
  it('rounds the axis up to a whole step, never below 4', () => {
    expect([axisMax([]), axisMax([0, 3]), axisMax([7]), axisMax([13]), axisMax([260])]).toEqual([4, 4, 7, 20, 300]);
  });

  it('labels a week by the UTC date it starts', () => {
    expect(weekLabel('2026-11-23')).toBe('Nov 23');
  });

  it('draws one line and one value per gridline, where the scale puts it', () => {
    const svg = renderToStaticMarkup(createElement('svg', null, createElement(Gridlines, { values: [0, 10], y: (value: number) => 100 - value, left: 30, right: 700 })));
    expect(svg.match(/<line /g)).toHaveLength(2);
    expect(svg).toContain('y1="90"');
    expect(svg).toContain('>10</text>');
  });
});
