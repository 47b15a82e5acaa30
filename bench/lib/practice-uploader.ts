// One learner uploading and downloading Web Elements practice files at full speed, in a process of its own
// (started by bench/practice-uploads.ts), so that making and reading megabytes of bodies never slows the
// readers measured in the bench's own process. Each of UPLOADER_CONNECTIONS loops uploads a file of
// UPLOADER_BYTES, downloads it whole, deletes it, and again, for UPLOADER_SECONDS. Prints its figures as
// one JSON line.
import crypto from 'node:crypto';

const url = process.env.UPLOADER_URL!;
const cookie = process.env.UPLOADER_COOKIE!;
const bytes = Number(process.env.UPLOADER_BYTES);
const connections = Number(process.env.UPLOADER_CONNECTIONS);
const seconds = Number(process.env.UPLOADER_SECONDS);
const FILES = `${url}/api/practice/v1/web-elements/files`;

// A PNG head, then random bytes: the type check reads the first bytes, the rest must come back unchanged.
const content = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(bytes - 8)]);

const figures = { uploads: 0, downloads: 0, deletes: 0, bytesUp: 0, bytesDown: 0, mismatches: 0, statuses: {} as Record<string, number>, errors: 0 };
const count = (status: number) => (figures.statuses[status] = (figures.statuses[status] ?? 0) + 1);

async function loop(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const data = new FormData();
      data.append('file', new File([content], 'load.png', { type: 'image/png' }));
      const uploaded = await fetch(FILES, { method: 'POST', headers: { cookie }, body: data });
      count(uploaded.status);
      const reply = (await uploaded.json()) as { file?: { id: number } };
      if (uploaded.status !== 200 || !reply.file) continue;
      figures.uploads += 1;
      figures.bytesUp += bytes;
      const downloaded = await fetch(`${FILES}/${reply.file.id}`, { headers: { cookie } });
      const body = Buffer.from(await downloaded.arrayBuffer());
      count(downloaded.status);
      if (downloaded.status === 200) {
        figures.downloads += 1;
        figures.bytesDown += body.length;
        if (!body.equals(content)) figures.mismatches += 1;
      }
      const deleted = await fetch(`${FILES}/${reply.file.id}`, { method: 'DELETE', headers: { cookie } });
      await deleted.arrayBuffer();
      count(deleted.status);
      if (deleted.status === 200) figures.deletes += 1;
    } catch {
      figures.errors += 1;
    }
  }
}

const deadline = Date.now() + seconds * 1000;
await Promise.all(Array.from({ length: connections }, () => loop(deadline)));
console.log(JSON.stringify(figures));
