// The server's log lines go to stdout and stderr, often a pipe to whatever collects them. When that reader goes away
// (a collector restarted, a terminal closed, the test runner that started the server killed), every later line fails
// with EPIPE, reported as an error event on the stream. Unhandled, it left the server at full CPU: one whose reader
// went while it started never answered (90 s), and one that lost it later did not stop on SIGTERM (still running 20 s
// on, e2e/server-stop.spec.ts). A line that cannot be written is dropped instead; serving and stopping go on.

const LOST_READER = new Set(['EPIPE', 'ERR_STREAM_DESTROYED', 'ECONNRESET']);

/** Lets the log streams lose their reader without harm; any other stream error still surfaces. */
export function keepLoggingHarmless(streams = [process.stdout, process.stderr]) {
  for (const stream of streams) {
    stream.on('error', (error) => {
      if (!LOST_READER.has(error?.code)) throw error;
    });
  }
}
