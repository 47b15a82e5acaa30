import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trackPlayback, type VideoReport } from '@/components/learning/video-tracker';

// The player side of "seeking does not count" (docs/product.md#progress): only stretches actually played are sent as
// played; a seek ends the stretch and the jump is never reported. Driven here by a stand-in video element that fires
// the events a browser's player fires, in the same order.

class FakeVideo extends EventTarget {
  currentTime = 0;
  duration = 100;
  paused = true;
  seeking = false;
  readyState = 1;
  fire(name: string) {
    this.dispatchEvent(new Event(name));
  }
  play() {
    this.paused = false;
    this.fire('playing');
  }
  advanceTo(time: number) {
    for (let t = this.currentTime + 0.25; t <= time + 1e-9; t += 0.25) {
      this.currentTime = Math.round(t * 100) / 100;
      this.fire('timeupdate');
    }
  }
  seek(time: number) {
    this.seeking = true;
    this.currentTime = time;
    this.fire('seeking');
    this.fire('timeupdate');
    this.seeking = false;
    this.fire('seeked');
  }
  pause() {
    this.paused = true;
    this.fire('pause');
  }
  /** Playback reaching the end, as the HTML standard orders it: a time update, then pause, then ended. */
  playToEnd() {
    this.advanceTo(this.duration);
    this.paused = true;
    this.fire('pause');
    this.fire('ended');
  }
}

let reports: VideoReport[];
let stop: () => void;
let video: FakeVideo;

beforeEach(() => {
  (globalThis as { document?: unknown }).document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  reports = [];
  video = new FakeVideo();
  stop = trackPlayback(video as unknown as HTMLVideoElement, (report) => reports.push(report), null);
});

afterEach(() => {
  stop();
  delete (globalThis as { document?: unknown }).document;
});

const played = () => reports.flatMap((report) => (report.played ? [report.played] : []));

describe('the video tracker', () => {
  it('reports a played stretch at least every 10 seconds, and the rest when paused', () => {
    video.play();
    video.advanceTo(23);
    video.pause();
    expect(played()).toEqual([{ from: 0, to: 10 }, { from: 10, to: 20 }, { from: 20, to: 23 }]);
    expect(reports.at(-1)).toEqual({ duration: 100, position: 23, played: { from: 20, to: 23 } });
  });

  it('reports the position as playback starts, so the server starts its playback clock then', () => {
    video.currentTime = 12;
    video.play();
    expect(reports).toEqual([{ duration: 100, position: 12 }]);
    video.advanceTo(22);
    expect(reports.at(-1)).toEqual({ duration: 100, position: 22, played: { from: 12, to: 22 } });
  });

  it('never reports a seek to the end as played: the stretch ends before the jump', () => {
    video.play();
    video.advanceTo(4);
    video.seek(99);
    video.advanceTo(100);
    video.fire('ended');
    expect(played()).toEqual([{ from: 0, to: 4 }, { from: 99, to: 100 }]);
  });

  it('reports the end of the video once: ended adds nothing to the pause that comes with it', () => {
    video.currentTime = 95;
    video.play();
    video.playToEnd();
    expect(reports).toEqual([
      { duration: 100, position: 95 },
      { duration: 100, position: 100, played: { from: 95, to: 100 } },
    ]);
  });

  it('reports a seek while paused as a position only, the resume point', () => {
    video.seek(60);
    expect(reports).toEqual([{ duration: 100, position: 60 }]);
  });

  it('resumes at the saved position once the length is known', () => {
    stop();
    const fresh = new FakeVideo();
    fresh.readyState = 0;
    stop = trackPlayback(fresh as unknown as HTMLVideoElement, () => {}, 42);
    fresh.fire('loadedmetadata');
    expect(fresh.currentTime).toBe(42);
  });

  it('sends nothing while the length is unknown (a live stream has none)', () => {
    video.duration = Infinity;
    video.play();
    video.advanceTo(5);
    video.pause();
    expect(reports).toEqual([]);
  });
});
