// What a training video's player reports (docs/product.md#progress), kept apart from React so its rules read plainly:
// only stretches the player actually played become "played" segments; a seek ends the stretch, and the jump itself
// is never reported as played. Every report also carries the position, which is where playback resumes.

/** A stretch is reported at least this often while playing, so closing the tab loses little. */
export const FLUSH_SECONDS = 10;
/** Two time updates further apart than this were a jump, not playback (timeupdate fires about every 250 ms). */
const JUMP_SECONDS = 1.5;

export interface VideoReport {
  duration: number;
  position: number;
  played?: { from: number; to: number };
}

export function trackPlayback(video: HTMLVideoElement, send: (report: VideoReport) => void, resumeAt: number | null): () => void {
  let start: number | null = null;
  let last = 0;
  let resumed = false;
  const duration = () => (Number.isFinite(video.duration) && video.duration > 0 ? video.duration : null);

  function report(played?: { from: number; to: number }) {
    const length = duration();
    if (length === null) return;
    const position = Math.min(video.currentTime, length);
    if (played) {
      const to = Math.min(played.to, length);
      if (to - played.from < 0.05) played = undefined;
      else played = { from: played.from, to };
    }
    send({ duration: length, position, ...(played ? { played } : {}) });
  }

  /** Ends the current stretch at `end` and reports it (with the position). */
  function close(end: number) {
    const from = start;
    start = null;
    report(from !== null && end > from ? { from, to: end } : undefined);
  }

  const handlers: Record<string, () => void> = {
    loadedmetadata() {
      const length = duration();
      if (resumed || resumeAt === null || length === null) return;
      resumed = true;
      if (resumeAt > 0.5 && resumeAt < length - 0.5) video.currentTime = resumeAt;
    },
    playing() {
      start = video.currentTime;
      last = start;
      // Tells the server playback started: its clock (lib/progress/watch-clock.ts) credits the first stretch only
      // with the time since a report, so without this one the first 10 s would count 2.
      report();
    },
    timeupdate() {
      if (video.seeking || start === null) return;
      const now = video.currentTime;
      if (now < last || now - last > JUMP_SECONDS) {
        close(last);
        start = now;
      } else if (now - start >= FLUSH_SECONDS) {
        const from = start;
        start = now;
        report({ from, to: now });
      }
      last = now;
    },
    seeking() {
      // currentTime is already the target: the stretch ended where the last update saw it.
      if (start !== null) close(last);
    },
    seeked() {
      if (!video.paused) {
        start = video.currentTime;
        last = start;
      } else report();
    },
    pause() {
      if (video.seeking) return;
      const now = video.currentTime;
      close(start !== null && now >= last && now - last <= JUMP_SECONDS ? now : last);
    },
    ended() {
      // A browser fires pause just before ended, and pause has reported the stretch and the end position already: a
      // second report would race the first to the server, and the one answered last would show the progress before it.
      if (start !== null) close(duration() ?? last);
    },
  };
  const leave = () => {
    if (document.visibilityState === 'hidden' && start !== null) close(last);
  };
  for (const [name, handler] of Object.entries(handlers)) video.addEventListener(name, handler);
  document.addEventListener('visibilitychange', leave);
  if (video.readyState >= 1) handlers.loadedmetadata();
  return () => {
    for (const [name, handler] of Object.entries(handlers)) video.removeEventListener(name, handler);
    document.removeEventListener('visibilitychange', leave);
  };
}
