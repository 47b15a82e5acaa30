import { describe, expect, it } from 'vitest';
import { AD_MSG } from '@/lib/messages';
import { AD_MAX_BYTES, adFormSchema, adMediaProblem } from '@/lib/validation/ads';

const file = (type: string, size = 1024) => ({ type, size, name: 'chosen' });

/** The message of the first issue on `field`, or undefined when the field passed. */
function messageFor(mode: 'create' | 'edit', values: unknown, field: 'title' | 'media') {
  const parsed = adFormSchema(mode).safeParse(values);
  return parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('adMediaProblem (the admin form’s file check)', () => {
  it('requires a file when creating, not when editing; an empty file counts as none', () => {
    expect(adMediaProblem(null, true)).toBe(AD_MSG.media);
    expect(adMediaProblem(file('image/png', 0), true)).toBe(AD_MSG.media);
    expect(adMediaProblem(null, false)).toBeNull();
    expect(adMediaProblem(file('image/png', 0), false)).toBeNull();
  });

  it('takes images and videos only', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'video/mp4', 'video/webm', 'VIDEO/QUICKTIME']) {
      expect(adMediaProblem(file(type), true), type).toBeNull();
    }
    for (const type of ['', 'text/html', 'application/pdf', 'audio/mpeg', 'application/x-image/png']) {
      expect(adMediaProblem(file(type), false), type).toBe(AD_MSG.mediaType);
    }
  });

  it('refuses a file over the server limit', () => {
    expect(adMediaProblem(file('video/mp4', AD_MAX_BYTES), true)).toBeNull();
    expect(adMediaProblem(file('video/mp4', AD_MAX_BYTES + 1), true)).toBe(AD_MSG.mediaTooLarge);
  });
});

describe('adFormSchema', () => {
  it('on create, an empty form gets both spec messages', () => {
    expect(messageFor('create', { title: '  ', media: [] }, 'title')).toBe(AD_MSG.title);
    expect(messageFor('create', { title: '  ', media: [] }, 'media')).toBe(AD_MSG.media);
    expect(messageFor('create', { title: '' }, 'media')).toBe(AD_MSG.media);
  });

  it('on edit, the media is optional but still checked when chosen', () => {
    expect(adFormSchema('edit').safeParse({ title: 'Summer batch', media: [] }).success).toBe(true);
    expect(messageFor('edit', { title: 'Summer batch', media: [file('text/plain')] }, 'media')).toBe(AD_MSG.mediaType);
  });

  it('hands over the trimmed title, as the API stores it', () => {
    const parsed = adFormSchema('create').parse({ title: '  Spring Bootcamp ', media: [file('image/png')] });
    expect(parsed.title).toBe('Spring Bootcamp');
  });
});
