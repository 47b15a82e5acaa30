import { call as callRoute, type CallOptions, type CallResult } from './http';

type Handler = Parameters<typeof callRoute>[0];

/**
 * `call` with a request under /api/practice/{area}/ unless the test names its own path: the practice APIs
 * answer refusals with a `code` (lib/api/error-codes.ts), and they know themselves by their path.
 */
export function practiceCaller(area: string) {
  return (handler: Handler, options: CallOptions = {}): Promise<CallResult> =>
    callRoute(handler, { ...options, path: options.path ?? `/api/practice/${area}` });
}
