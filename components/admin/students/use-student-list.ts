'use client';

import { useCallback, useEffect, useState } from 'react';
import { MSG } from '@/lib/validation/messages';
import { fetchStudents, type Student } from './student-api';

export type ListState = { phase: 'loading' } | { phase: 'error'; message: string } | { phase: 'ready' };

/**
 * The student list, read from GET /api/users in the browser (SPEC §4: a 401 while loading logs the
 * user out; any other failure shows SPEC §8's message). The page's actions then update it in place
 * from their replies, so one change never needs the whole list again.
 */
export function useStudentList(onSessionExpired: () => void) {
  const [students, setStudents] = useState<Student[]>([]);
  const [state, setState] = useState<ListState>({ phase: 'loading' });
  // Bumped by reload(): the effect below runs again and fetches afresh.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchStudents(controller.signal)
      .then(({ status, data }) => {
        if (status === 401) {
          onSessionExpired();
          return;
        }
        if (status === 200 && data.list) {
          setStudents(data.list);
          setState({ phase: 'ready' });
          return;
        }
        setState({ phase: 'error', message: MSG.studentsFetchFailed });
      })
      // Only an abort (the page was left, or a newer load started) rejects: nothing to show.
      .catch(() => undefined);
    return () => controller.abort();
  }, [generation, onSessionExpired]);

  const reload = useCallback(() => {
    setState({ phase: 'loading' });
    setGeneration((value) => value + 1);
  }, []);

  const added = useCallback((student: Student) => {
    setStudents((current) => [student, ...current.filter((s) => s.id !== student.id)]);
  }, []);

  const replaced = useCallback((student: Student) => {
    setStudents((current) => current.map((s) => (s.id === student.id ? student : s)));
  }, []);

  const removed = useCallback((id: string) => {
    setStudents((current) => current.filter((s) => s.id !== id));
  }, []);

  return { students, state, reload, added, replaced, removed };
}
