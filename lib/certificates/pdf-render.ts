import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { codeDerived } from '../cache/process-singleton';
import type { CertificateContent } from './pdf';

// Renders a certificate PDF on a worker thread (./pdf-worker.mjs, running the same ./pdf.ts), so pdfkit's 0.75–1.65 s
// never holds the event loop that answers everyone else (issue 39). One worker per process, started on the first
// render and kept (codeDerived: it runs code, it holds no one's state); renders queue in it one after another. It is
// found from the working directory, as the fonts are (./pdf-fonts.ts), and started through a one-line bootstrap: given
// the file itself, Turbopack follows `new Worker(file)` and tries to bundle the worker with tsx and esbuild's binary,
// which fails `next build`; the worker must stay plain Node, outside the bundle.

interface Waiting {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  ready: Promise<void>;
  waiting: Map<number, Waiting>;
}

type WorkerReply = { ready: true } | { id: number; pdf: Uint8Array } | { id: number; error: string };

const renderer = () => codeDerived('certificate-pdf-worker', () => ({ thread: null as Thread | null, nextId: 0, fromWorker: 0 }));

function start(): Thread {
  const file = path.join(process.cwd(), 'lib', 'certificates', 'pdf-worker.mjs');
  // react-server: `server-only` in ./pdf.ts resolves to its empty module, as in the server's own bundle.
  const bootstrap = 'import(require("node:url").pathToFileURL(require("node:worker_threads").workerData).href)';
  const worker = new Worker(bootstrap, { eval: true, workerData: file, execArgv: ['--conditions=react-server'] });
  worker.unref();
  const waiting = new Map<number, Waiting>();
  let started: () => void = () => {};
  const ready = new Promise<void>((resolve) => (started = resolve));
  const failAll = (error: Error) => {
    if (renderer().thread?.worker === worker) renderer().thread = null;
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };
  worker.on('message', (reply: WorkerReply) => {
    if ('ready' in reply) return started();
    const entry = waiting.get(reply.id);
    waiting.delete(reply.id);
    // An idle worker must not keep a process alive that has nothing else to do.
    if (waiting.size === 0) worker.unref();
    if ('error' in reply) entry?.reject(new Error(`The certificate PDF could not be rendered: ${reply.error}`));
    else {
      renderer().fromWorker += 1;
      entry?.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
    }
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The certificate PDF worker stopped (exit code ${code}).`)));
  return { worker, ready, waiting };
}

/** Renders on the worker thread; a worker that died is started again on the next render. */
export async function renderOffThread(content: CertificateContent): Promise<Buffer> {
  const state = renderer();
  state.thread ??= start();
  const thread = state.thread;
  const id = (state.nextId += 1);
  const pdf = new Promise<Buffer>((resolve, reject) => thread.waiting.set(id, { resolve, reject }));
  thread.worker.ref();
  // A worker that cannot start (its module failing to load) rejects `pdf` through its error or exit event.
  await Promise.race([thread.ready, pdf]);
  thread.worker.postMessage({ id, content: { ...content, issuedAt: content.issuedAt.toISOString() } });
  return pdf;
}

/** PDFs that came back from the worker thread, for the tests: the render happened there, not on the event loop. */
export function pdfsFromWorker(): number {
  return renderer().fromWorker;
}
