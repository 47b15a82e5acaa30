import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SheetMirrorStatusLine } from '@/components/admin/schedule/sheet-mirror-status';
import type { SheetMirrorStatus } from '@/lib/schedule/sheet/mirror';

const base: SheetMirrorStatus = {
  enabled: true,
  running: false,
  pending: false,
  failures: 0,
  lastError: null,
  lastSuccessAt: null,
  lastResult: null,
};
const html = (status: Partial<SheetMirrorStatus>) => renderToStaticMarkup(<SheetMirrorStatusLine status={{ ...base, ...status }} />);

describe('the Course Schedule page’s Google Sheet line', () => {
  it('says nothing when no sheet is configured', () => {
    expect(html({ enabled: false, failures: 3, lastError: 'x' })).toBe('');
  });

  it('says when it last synced', () => {
    expect(html({ lastSuccessAt: new Date('2026-11-21T09:05:00Z') })).toContain('up to date, last synced Nov 21, 2026, 9:05 AM UTC');
  });

  it('shows failures and the error, and that the change is saved', () => {
    const text = html({ failures: 2, lastError: 'The service is currently unavailable.', pending: true });
    expect(text).toContain('the last 2 attempts failed (The service is currently unavailable.)');
    expect(text).toContain('the schedule here is saved');
    expect(text).toContain('role="status"');
  });

  it('says it is syncing while a change is on its way', () => {
    expect(html({ pending: true, lastSuccessAt: new Date() })).toContain('syncing the latest changes');
  });
});
