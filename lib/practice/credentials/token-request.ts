import 'server-only';
import { ApiError } from '../../api/errors';
import { readTextUpTo } from '../../api/read-json-body';
import { PRACTICE_OAUTH_MSG as MSG } from '../../messages/practice-credentials';
import { OauthError } from './oauth-errors';

/** A token request that names the client credentials grant and one way of authenticating the client. */
export interface ClientCredentialsRequest {
  clientId: string;
  clientSecret: string;
  /** The client authenticated with HTTP Basic: a failure is challenged with `WWW-Authenticate: Basic`. */
  basic: boolean;
}

// A token request is a handful of short parameters: anything longer is not one.
const MAX_BODY_BYTES = 16 * 1024;

/**
 * Reads POST /api/practice/v1/oauth/token (RFC 6749 §4.4.2): the parameters from an
 * application/x-www-form-urlencoded body (a JSON object is taken too, for tools that send JSON by default), the
 * client from HTTP Basic (§2.3.1) or from client_id and client_secret in the body. In this order: an unreadable
 * or repeated parameter is invalid_request, a grant other than client_credentials unsupported_grant_type, and
 * credentials sent two ways invalid_request; missing or unreadable credentials are invalid_client.
 */
export async function readClientCredentialsRequest(request: Request): Promise<ClientCredentialsRequest> {
  const params = await readParameters(request);
  const grantType = params.get('grant_type');
  if (!grantType) throw new OauthError('invalid_request', MSG.grantTypeMissing);
  if (grantType !== 'client_credentials') throw new OauthError('unsupported_grant_type', MSG.grantTypeUnsupported);

  const authorization = request.headers.get('authorization');
  const inBody = params.has('client_id') || params.has('client_secret');
  if (authorization !== null && /^basic\b/i.test(authorization)) {
    if (inBody) throw new OauthError('invalid_request', MSG.twoMethods);
    return { ...basicCredentials(authorization), basic: true };
  }
  const clientId = params.get('client_id');
  const clientSecret = params.get('client_secret');
  if (!clientId || !clientSecret) throw new OauthError('invalid_client', inBody ? MSG.badClient : MSG.noClient, !inBody);
  return { clientId, clientSecret, basic: false };
}

/** `client_id:client_secret`, each form-urlencoded, in base64 (RFC 6749 §2.3.1). */
function basicCredentials(authorization: string): { clientId: string; clientSecret: string } {
  const encoded = authorization.replace(/^basic\s+/i, '').trim();
  const decoded = /^[A-Za-z0-9+/]+=*$/.test(encoded) ? Buffer.from(encoded, 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon <= 0) throw new OauthError('invalid_client', MSG.basicMalformed, true);
  const clientId = formDecode(decoded.slice(0, colon));
  const clientSecret = formDecode(decoded.slice(colon + 1));
  if (clientId === null || clientSecret === null || clientSecret === '') throw new OauthError('invalid_client', MSG.basicMalformed, true);
  return { clientId, clientSecret };
}

function formDecode(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The body's parameters, each at most once (RFC 6749 §3.2). */
async function readParameters(request: Request): Promise<Map<string, string>> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const form = type === 'application/x-www-form-urlencoded';
  if (!form && type !== 'application/json') throw new OauthError('invalid_request', MSG.contentType);
  const text = await readBody(request);
  return form ? formParameters(text) : jsonParameters(text);
}

async function readBody(request: Request): Promise<string> {
  try {
    return await readTextUpTo(request, MAX_BODY_BYTES);
  } catch (error) {
    // Too large stays a 413; a body that is not UTF-8 is a malformed request.
    if (error instanceof ApiError && error.status === 400) throw new OauthError('invalid_request', MSG.unreadableBody);
    throw error;
  }
}

function formParameters(text: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (params.has(name)) throw new OauthError('invalid_request', MSG.repeated(name));
    params.set(name, value);
  }
  return params;
}

function jsonParameters(text: string): Map<string, string> {
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new OauthError('invalid_request', MSG.unreadableBody);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new OauthError('invalid_request', MSG.unreadableBody);
  const params = new Map<string, string>();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw new OauthError('invalid_request', MSG.notText(name));
    params.set(name, value);
  }
  return params;
}
