/**
 * A POST /api/trainings request whose client goes away midway: the multipart head (a title and the
 * start of a video file named cut.mp4), then `fileStart`, then the body fails as an aborted fetch does.
 */
export function cutShortTrainingUpload(cookie: string, title: string, fileStart: Buffer): Request {
  const boundary = '----qa-cut-short-upload';
  const chunks = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\n${title}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="trainings"; filename="cut.mp4"\r\nContent-Type: video/mp4\r\n\r\n`),
    fileStart,
  ];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next) controller.enqueue(new Uint8Array(next));
      else controller.error(Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' }));
    },
  });
  return new Request('http://localhost:3000/api/trainings', {
    method: 'POST',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-qa-peer-ip': '203.0.113.10' },
    body,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
}
