'use client';

import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { requestJson } from '@/lib/client/post-json';

export interface CourseOption {
  id: number;
  name: string;
}

export type CoursesState =
  | { status: 'loading' }
  | { status: 'ready'; courses: CourseOption[] }
  | { status: 'error' };

const courseListSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** The public course list for registration (GET /api/courses), with a retry after a failure. */
export function useCourses(): { state: CoursesState; retry: () => void } {
  const [state, setState] = useState<CoursesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    requestJson<object>('/api/courses', { signal: controller.signal })
      .then((reply) => {
        const parsed = reply.status === 200 ? courseListSchema.safeParse(reply.data) : null;
        setState(parsed?.success ? { status: 'ready', courses: parsed.data } : { status: 'error' });
      })
      .catch(() => {
        // Only an aborted call throws: the component is gone or a newer attempt has started.
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
