import { describe, expect, it } from 'vitest';
import { publicRouteFor } from '@/lib/fast-path/public-routes';

describe('publicRouteFor', () => {
  it('caches the public pages and JSON reads under the tags of what they show', () => {
    expect(publicRouteFor('/', '')).toEqual({ kind: 'page', tags: ['courses', 'schedule', 'ads', 'reviews'] });
    expect(publicRouteFor('/home', '')?.tags).toEqual(['courses', 'schedule', 'ads', 'reviews']);
    expect(publicRouteFor('/learning', '')).toEqual({ kind: 'page', tags: ['courses'] });
    expect(publicRouteFor('/learning/12', '')).toEqual({ kind: 'page', tags: ['courses'] });
    for (const page of ['/practice', '/service', '/product', '/search']) expect(publicRouteFor(page, '')).toEqual({ kind: 'page', tags: [] });
    expect(publicRouteFor('/api/courses', '')).toEqual({ kind: 'json', tags: ['courses'] });
    expect(publicRouteFor('/api/learning', '')).toEqual({ kind: 'json', tags: ['courses'] });
    expect(publicRouteFor('/api/learning/course', '')).toEqual({ kind: 'json', tags: ['courses'] });
    expect(publicRouteFor('/api/learning/course/3', '')).toEqual({ kind: 'json', tags: ['courses'] });
    expect(publicRouteFor('/api/reviews', '')).toEqual({ kind: 'json', tags: ['reviews'] });
    expect(publicRouteFor('/api/ads', '')).toEqual({ kind: 'json', tags: ['ads'] });
  });

  it('never caches per-user or write routes, nor what is not a course id', () => {
    for (const path of ['/login', '/payment', '/student/profile', '/admin', '/contact', '/api/auth/me', '/api/trainings/1', '/learning/0', '/learning/abc', '/learning/1/x', '/api/learning/course/01', '/api/ads/5']) {
      expect(publicRouteFor(path, ''), path).toBeNull();
    }
  });

  it('ignores a marketing query string but not a search or a router payload request', () => {
    expect(publicRouteFor('/', 'utm_source=newsletter')?.kind).toBe('page');
    expect(publicRouteFor('/search', 'q=selenium')).toBeNull();
    expect(publicRouteFor('/search', 'utm_source=x')?.kind).toBe('page');
    expect(publicRouteFor('/learning', '_rsc=1x2y')).toBeNull();
  });
});
