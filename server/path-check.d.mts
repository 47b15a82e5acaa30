import type { IncomingMessage, ServerResponse } from 'node:http';

export function badPathReason(url: string | undefined): string | null;
export function refuseBadPath(req: IncomingMessage, res: ServerResponse): boolean;
