// Guards the server against request bodies that arrive too slowly to ever finish. Node's own
// requestTimeout caps the whole request, which would also cut a large video upload that is still
// sending; so server.mjs turns it off and this guard takes its place:
//  - idle timeout: a body that receives no bytes for `idleTimeoutMs` is answered 408 and its
//    connection closed. A body that keeps arriving, however slowly overall, is never cut.
//  - per-address cap: at most `maxUnfinishedPerAddress` requests whose bodies are still arriving from
//    one address; one more is answered 429 (and its connection closed) without being read.
// Progress is read from the socket's byte counter, which grows with every read even while the HTTP
// parser consumes the socket directly. Bytes a handler has not yet read stay in the kernel; a handler
// that stops reading for longer than the idle timeout is treated like a stalled client.
import { addressKey } from './address-key.mjs';

const TIMEOUT_BODY = '{"message":"The request body stopped arriving; send the request again."}\n';
const REQUEST_TIMEOUT_REPLY =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json\r\n' +
  `Content-Length: ${Buffer.byteLength(TIMEOUT_BODY)}\r\n\r\n${TIMEOUT_BODY}`;

/** True when the request announces a body (chunked, or a non-zero Content-Length). */
function announcesBody(req) {
  if (req.headers['transfer-encoding']) return true;
  const length = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}

export function createSlowBodyGuard({ idleTimeoutMs, maxUnfinishedPerAddress }) {
  /** address → number of bodies still arriving from it. */
  const unfinished = new Map();

  function release(address) {
    const count = (unfinished.get(address) ?? 1) - 1;
    if (count <= 0) unfinished.delete(address);
    else unfinished.set(address, count);
  }

  /**
   * Call first thing for every request. Returns false when the request was answered here (429) and
   * must not be handed on.
   */
  function admit(req, res) {
    if (!announcesBody(req) || req.complete) return true;
    const address = addressKey(req.socket.remoteAddress);
    const count = unfinished.get(address) ?? 0;
    if (count >= maxUnfinishedPerAddress) {
      const body = JSON.stringify({
        message: 'Too many unfinished uploads from your address. Wait for one to finish and try again.',
      });
      res.shouldKeepAlive = false;
      res.writeHead(429, {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        'Retry-After': '5',
        Connection: 'close',
      });
      res.end(body);
      return false;
    }
    unfinished.set(address, count + 1);

    const socket = req.socket;
    let done = false;
    let timer = null;
    const finish = () => {
      if (done) return;
      done = true;
      if (timer) clearTimeout(timer);
      release(address);
    };
    req.once('end', finish);
    req.once('close', finish);
    res.once('finish', finish);
    res.once('close', finish);

    let lastBytes = socket.bytesRead;
    const check = () => {
      timer = null;
      if (done) return;
      if (req.complete) return finish();
      if (socket.bytesRead !== lastBytes) {
        lastBytes = socket.bytesRead;
        timer = setTimeout(check, idleTimeoutMs);
        timer.unref();
        return;
      }
      // No byte for a whole idle period: answer (if nothing was answered yet) and close.
      finish();
      if (!res.headersSent && socket.writable) socket.end(REQUEST_TIMEOUT_REPLY, () => socket.destroy());
      else socket.destroy();
    };
    timer = setTimeout(check, idleTimeoutMs);
    timer.unref();
    return true;
  }

  return {
    admit,
    /** How many bodies are still arriving from `address` (for tests and diagnostics). */
    unfinishedFrom: (address) => unfinished.get(addressKey(address)) ?? 0,
  };
}

/** Reads a positive integer setting from the environment, or the default. */
export function positiveIntFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got ${JSON.stringify(raw)}`);
  }
  return value;
}
