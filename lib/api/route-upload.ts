import 'server-only';
import { receiveFile, receiveForm, type ReceivedFile, type ReceivedForm, type UploadRules } from '../uploads/receive-file';

/** What a route's upload checks and rules may depend on: the parsed path params and the caller's session. */
export interface UploadContext<P, S> {
  params: P;
  session: S;
}

/**
 * withRoute's `upload` option: the request is a multipart form whose one file streams to the media store
 * before the handler runs; the handler gets `{ file, fields }`. Access, same-origin and `beforeUpload`
 * all pass before the first byte is read, so a refused request (401, 403, 404…) stores nothing. Once the
 * file is stored, the handler owns it: a later failure must remove it (removeMedia).
 */
export interface UploadOption<P, S, R extends UploadRulesSource<P, S> = UploadRulesSource<P, S>, O extends boolean = boolean> {
  /** The upload's area, field, size and type rules; a function is called per request (e.g. limits read from env). */
  rules: R;
  /** true: a form without a file is fine and the handler gets `file: null` (edits); otherwise it is a 400. */
  fileOptional?: O;
  /** Checks that need the params or session (ownership, the target row exists); throwing refuses before anything is stored. */
  beforeUpload?: (ctx: UploadContext<P, S>) => Promise<void> | void;
}

export type UploadRulesSource<P, S> = UploadRules | ((ctx: UploadContext<P, S>) => UploadRules);

/**
 * The `upload` a handler receives: none without the option (R undefined), a form whose file may be null
 * when the file is optional, otherwise a form with its file.
 */
export type UploadFor<R, O extends boolean> = [R] extends [undefined]
  ? undefined
  : [O] extends [true]
    ? ReceivedForm
    : ReceivedForm & { file: ReceivedFile };

/** Runs the option's checks, then reads the form and stores its file. */
export async function receiveRouteUpload<P, S>(request: Request, option: UploadOption<P, S>, ctx: UploadContext<P, S>): Promise<ReceivedForm> {
  await option.beforeUpload?.(ctx);
  const rules = typeof option.rules === 'function' ? option.rules(ctx) : option.rules;
  return option.fileOptional ? receiveForm(request, rules) : receiveFile(request, rules);
}
