import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import type { RecordedVideo } from './recorded-video';

const MEDIABUNNY = path.join(process.cwd(), 'node_modules', 'mediabunny', 'dist', 'bundles', 'mediabunny.mjs');

/**
 * A real WebM video of `seconds` seconds, with its duration and cues written (so a player knows its length and can
 * seek), made in a blank page of the test's own browser: its WebCodecs encoder draws one frame a second and
 * mediabunny muxes them. It takes milliseconds, not the video's length, unlike recording (./recorded-video.ts).
 */
export async function timedVideo(context: BrowserContext, seconds: number): Promise<RecordedVideo> {
  const source = fs.readFileSync(MEDIABUNNY, 'utf8');
  const scratch = await context.newPage();
  try {
    // WebCodecs needs a secure context: a blank page served (by the test itself) from localhost is one.
    const maker = 'http://localhost/__timed-video';
    await scratch.route(maker, (route) => route.fulfill({ body: '<!doctype html><title>video maker</title>', contentType: 'text/html' }));
    await scratch.goto(maker);
    const base64 = await scratch.evaluate(
      async ({ source, seconds }) => {
        const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
        const mb = await import(/* @vite-ignore */ url);
        const canvas = document.createElement('canvas');
        canvas.width = 160;
        canvas.height = 90;
        const paint = canvas.getContext('2d')!;
        const target = new mb.BufferTarget();
        const output = new mb.Output({ format: new mb.WebMOutputFormat(), target });
        const video = new mb.CanvasSource(canvas, { codec: 'vp8', bitrate: 100_000, keyFrameInterval: 1 });
        output.addVideoTrack(video, { frameRate: 1 });
        await output.start();
        for (let second = 0; second < seconds; second++) {
          paint.fillStyle = `hsl(${second * 24}, 70%, 45%)`;
          paint.fillRect(0, 0, canvas.width, canvas.height);
          paint.fillStyle = '#fff';
          paint.fillText(`QA Academy ${second}s`, 10, 50);
          await video.add(second, 1);
        }
        await output.finalize();
        const bytes = new Uint8Array(target.buffer);
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return btoa(binary);
      },
      { source, seconds },
    );
    return { name: 'lesson.webm', mimeType: 'video/webm', buffer: Buffer.from(base64, 'base64') };
  } finally {
    await scratch.close();
  }
}
