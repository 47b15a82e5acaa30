import type { IncomingMessage } from 'node:http';

/** A Node request's headers as a Fetch `Headers`, a repeated header kept as its several values. */
export function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
