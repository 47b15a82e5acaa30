import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface GracefulStop {
  track(req: IncomingMessage, res: ServerResponse): void;
  readonly stopping: boolean;
  stop(signal: string): void;
}

export function createGracefulStop(options: {
  server: Server;
  graceMs: number;
  lifecycle: () => { beginDrain(): void; close(): Promise<void> } | undefined;
  log?: (line: string) => void;
  exit?: (code: number) => void;
}): GracefulStop;
