// The certificate PDF renderer's worker thread (./pdf-render.ts starts it). It runs the same ./pdf.ts the tests
// and the app import, compiled on load by tsx (Next bundles the app's own copy, which a worker cannot load), under the
// react-server condition (set by the parent) so `server-only` resolves to its empty module as on the server.
import fs from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// Rendering is background work: on Linux a thread has a nice value of its own, so this thread asks for a lower
// priority and the cores go to the event loop (and anything else the host runs) first. /proc/thread-self names the
// thread's own id; elsewhere, or if it is refused, the worker renders at normal priority.
try {
  os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), 10);
} catch {
  // Not Linux, or not allowed: render at normal priority.
}

register();
const { certificatePdf } = await import('./pdf.ts');

parentPort.on('message', async ({ id, content }) => {
  try {
    const pdf = await certificatePdf({ ...content, issuedAt: new Date(content.issuedAt) });
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    parentPort.postMessage({ id, pdf: bytes });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
