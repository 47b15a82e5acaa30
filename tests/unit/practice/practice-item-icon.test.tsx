import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PracticeItemIcon } from '@/components/practice/practice-item-icon';
import { PRACTICE_ITEMS } from '@/lib/practice/items';

// Issue 41: every practice card showed the same shopping cart. Each item has its own drawing, and none is blank.

describe('PracticeItemIcon', () => {
  it('draws a different picture for every practice item', () => {
    const drawings = PRACTICE_ITEMS.map((item) => renderToStaticMarkup(<PracticeItemIcon id={item.id} />));
    for (const [index, drawing] of drawings.entries()) {
      expect(drawing, PRACTICE_ITEMS[index].id).toMatch(/<(path|rect|circle)/);
      expect(drawing).not.toContain('data-icon="none"');
    }
    expect(new Set(drawings).size).toBe(PRACTICE_ITEMS.length);
  });
});
