import type { BrowserContext } from '@playwright/test';

export interface RecordedVideo {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A real, playable video of about 45 frames, recorded by the browser itself (MediaRecorder on a
 * canvas), so playback can be checked without shipping a binary fixture or needing ffmpeg. MP4
 * (what admins mostly upload) when this Chromium can record it, WebM otherwise; the server accepts both.
 * The recording ends after a number of drawn frames, not after a fixed time.
 */
export async function recordVideo(context: BrowserContext): Promise<RecordedVideo> {
  const scratch = await context.newPage();
  try {
    const { base64, mimeType } = await scratch.evaluate(async () => {
      const mimeType = ['video/mp4;codecs=avc1', 'video/webm;codecs=vp8'].find((type) => MediaRecorder.isTypeSupported(type));
      if (!mimeType) throw new Error('this browser cannot record MP4 or WebM');
      const canvas = document.createElement('canvas');
      canvas.width = 160;
      canvas.height = 90;
      document.body.append(canvas);
      const paint = canvas.getContext('2d')!;
      const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      for (let frame = 0; frame < 45; frame++) {
        paint.fillStyle = `hsl(${frame * 8}, 70%, 50%)`;
        paint.fillRect(0, 0, canvas.width, canvas.height);
        paint.fillStyle = '#fff';
        paint.fillText(`QA Academy ${frame}`, 10, 50);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return { base64: btoa(binary), mimeType: mimeType.split(';')[0] };
    });
    const extension = mimeType === 'video/mp4' ? 'mp4' : 'webm';
    return { name: `welcome.${extension}`, mimeType, buffer: Buffer.from(base64, 'base64') };
  } finally {
    await scratch.close();
  }
}
