'use client';

import { useCallback } from 'react';
import { useApiRead } from '@/components/data/use-api-read';
import { arrayBody } from '@/lib/client/read-api';
import { MSG } from '@/lib/messages';
import type { Student } from './student-api';

// One message for a failed or unreadable student list (docs/product.md#admin-students).
const MESSAGES = { noData: MSG.studentsFetchFailed, failed: MSG.studentsFetchFailed };

/**
 * The student list, read from GET /api/users (which answers the array itself) in the browser; a 401 while
 * loading logs the user out (docs/product.md#expired-sessions). The page's actions then update it in place from
 * their replies, so one change never needs the whole list again.
 */
export function useStudentList(onSessionExpired: () => void) {
  const { state, retry, update } = useApiRead<Student[]>('/api/users', { parse: arrayBody<Student>, messages: MESSAGES, onSessionExpired });

  const added = useCallback(
    (student: Student) => update((current) => [student, ...current.filter((s) => s.id !== student.id)]),
    [update],
  );

  const replaced = useCallback(
    (student: Student) => update((current) => current.map((s) => (s.id === student.id ? student : s))),
    [update],
  );

  const removed = useCallback((id: string) => update((current) => current.filter((s) => s.id !== id)), [update]);

  return { state, reload: retry, added, replaced, removed };
}
