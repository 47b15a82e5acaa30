'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notice } from '@/components/ui/notice-banner';
import { replyMessage, replyNotice, replySucceeded } from '@/lib/client/post-json';
import { uploadWithProgress } from '@/lib/client/upload-with-progress';
import type { TrainingVideo } from '@/lib/trainings/queries';
import { TRAINING_MSG } from '@/lib/messages';

// docs/product.md#admin-videos: the upload's message, error and progress clear 5 s after it ends.
export const UPLOAD_OUTCOME_MS = 5000;

/** How the last upload (or refused submit) ended: its notice, and the progress it reached. */
export interface UploadOutcome {
  notice: Notice;
  /** null when nothing was sent (the form was refused before uploading). */
  percent: number | null;
}

export interface VideoUpload {
  /** Whole percent sent while an upload runs; null when none runs. */
  percent: number | null;
  outcome: UploadOutcome | null;
  /** Sends the video (courseId '' for all courses); resolves true once the server has stored and catalogued it. */
  start: (title: string, file: File, courseId: string) => Promise<boolean>;
  cancel: () => void;
  /** Shows a refused form (docs/product.md#admin-videos) in the same place as the upload's own outcome. */
  refuse: (message: string) => void;
}

interface UploadCallbacks {
  /** The list changed (or may have, after a cancel that raced the server): read it again. */
  onListChanged: () => void;
  onSessionExpired: () => void;
}

/** 16 random bytes, hex: the key this upload goes by (lib/validation/trainings.ts uploadKeySchema). */
function newUploadKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** DELETE /api/trainings/uploads/{key}: nothing of a cancelled upload is kept; kept alive past a page going away. */
async function forgetUpload(uploadKey: string): Promise<void> {
  await fetch(`/api/trainings/uploads/${uploadKey}`, { method: 'DELETE', credentials: 'same-origin', keepalive: true }).catch(() => {});
}

/**
 * POST /api/trainings with real progress (XHR upload events, not a timer), cancellable, and
 * cancelled when the page goes away. The browser also asks before a tab closes mid-upload.
 * A cancel also names the upload to the server (DELETE /api/trainings/uploads/{key}): the whole
 * body may have reached it before the abort did, and it then removes what it stored.
 */
export function useVideoUpload({ onListChanged, onSessionExpired }: UploadCallbacks): VideoUpload {
  const [percent, setPercent] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const uploading = percent !== null;

  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), UPLOAD_OUTCOME_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  useEffect(() => () => controllerRef.current?.abort(), []);

  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [uploading]);

  const start = useCallback(
    async (title: string, file: File, courseId: string) => {
      const controller = new AbortController();
      controllerRef.current = controller;
      const uploadKey = newUploadKey();
      setOutcome(null);
      setPercent(0);
      const form = new FormData();
      // The title and course before the file: the server reads the body as a stream and meets the fields in order.
      form.append('content', title);
      form.append('course_id', courseId);
      form.append('upload_key', uploadKey);
      form.append('trainings', file);
      let reached = 0;
      const reply = await uploadWithProgress<{ video?: TrainingVideo }>('/api/trainings', form, {
        signal: controller.signal,
        onProgress: (value) => {
          reached = value;
          setPercent(value);
        },
      });
      controllerRef.current = null;
      // "Upload cancelled." is said once the server has let go of whatever it had stored.
      if (reply.aborted) await forgetUpload(uploadKey);
      setPercent(null);
      if (reply.status === 401) {
        onSessionExpired();
        return false;
      }
      const ok = replySucceeded(reply);
      setOutcome({
        notice: ok ? { status: 200, message: replyMessage(reply, TRAINING_MSG.uploaded) } : replyNotice(reply),
        percent: ok ? 100 : reached,
      });
      if (ok || reply.aborted) onListChanged();
      return ok;
    },
    [onListChanged, onSessionExpired],
  );

  const cancel = useCallback(() => controllerRef.current?.abort(), []);
  const refuse = useCallback((message: string) => setOutcome({ notice: { status: 400, message }, percent: null }), []);

  return { percent, outcome, start, cancel, refuse };
}
