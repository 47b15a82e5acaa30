import type { RequestBodyObject, SchemaObject } from 'openapi3-ts/oas31';
import { PRACTICE_CREDENTIAL_FIGURES as FIGURES } from '../../practice/credentials/figures';
import { credentialIdParam } from '../../validation/params';
import { credentialNameSchema } from '../../validation/practice-credentials';
import type { ApiArea } from '../area';
import { json, noContent } from '../replies';

// The learner's practice credentials (docs/product.md#practice-credentials): personal access tokens and OAuth
// clients, managed with the site's session; the OAuth token endpoint; and whoami, the first call a learner's tool
// makes. app/api/practice/v1/tokens/**, oauth/**, whoami.

const TOKEN = '`{ id, name, createdAt, rotatedAt, lastUsedAt, token }`: the secret is in this reply only.';
const CLIENT = '`{ id, name, clientId, createdAt, rotatedAt, lastUsedAt, clientSecret }`: the secret is in this reply only.';
const NOT_YOURS = { description: 'None of your tokens has this id, or a malformed id', codes: ['NOT_FOUND'] };
const NOT_YOUR_CLIENT = { description: 'None of your OAuth clients has this id, or a malformed id', codes: ['NOT_FOUND'] };

// The token request is RFC 6749's (§4.4.2): read by lib/practice/credentials/token-request.ts, which has no zod
// schema (its parameters are the standard's), so they are named here.
const TOKEN_REQUEST: SchemaObject = {
  type: 'object',
  required: ['grant_type'],
  properties: {
    grant_type: { const: 'client_credentials' },
    client_id: { type: 'string', description: 'With `client_secret`, when the client is not sent by HTTP Basic.' },
    client_secret: { type: 'string' },
  },
};
const TOKEN_REQUEST_BODY: RequestBodyObject = {
  required: true,
  description: 'The client by HTTP Basic (`Authorization: Basic base64(client_id:client_secret)`) or in the body, not both.',
  content: { 'application/x-www-form-urlencoded': { schema: TOKEN_REQUEST }, 'application/json': { schema: TOKEN_REQUEST } },
};
const OAUTH_ERROR: SchemaObject = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string', enum: ['invalid_request', 'invalid_client', 'unsupported_grant_type'] }, error_description: { type: 'string' } },
  description: 'An OAuth 2.0 error (RFC 6749 §5.2).',
};

export const practiceCredentialsArea = (): ApiArea => ({
  tag: {
    name: 'Practice credentials',
    description: `A learner's personal access tokens (at most ${FIGURES.maxTokens}) and OAuth clients (at most ${FIGURES.maxClients}) for calling the practice APIs from their own tools, managed with the site's session.`,
  },
  paths: {
    '/api/practice/v1/tokens': {
      get: { operationId: 'listPracticeTokens', summary: 'Your personal access tokens', access: 'user', reply: json('`{ tokens: [{ id, name, createdAt, rotatedAt, lastUsedAt }], limit }`, oldest first.') },
      post: {
        operationId: 'createPracticeToken',
        summary: 'Make a personal access token',
        access: 'user',
        body: credentialNameSchema,
        reply: json(TOKEN, undefined, 201),
        refusals: { 409: { description: `You have ${FIGURES.maxTokens} tokens already`, codes: ['TOKEN_LIMIT_REACHED'] } },
      },
    },
    '/api/practice/v1/tokens/{id}': {
      delete: { operationId: 'revokePracticeToken', summary: 'Revoke a token', access: 'user', params: credentialIdParam, description: 'It stops working at once.', reply: noContent('Revoked.'), refusals: { 404: NOT_YOURS } },
    },
    '/api/practice/v1/tokens/{id}/rotate': {
      post: { operationId: 'rotatePracticeToken', summary: 'A new secret for a token', access: 'user', params: credentialIdParam, description: 'The old secret stops working at once.', reply: json(TOKEN), refusals: { 404: NOT_YOURS } },
    },
    '/api/practice/v1/oauth/clients': {
      get: { operationId: 'listOauthClients', summary: 'Your OAuth clients', access: 'user', reply: json('`{ clients: [{ id, name, clientId, createdAt, rotatedAt, lastUsedAt }], limit }`.') },
      post: {
        operationId: 'createOauthClient',
        summary: 'Make an OAuth client',
        access: 'user',
        body: credentialNameSchema,
        reply: json(CLIENT, undefined, 201),
        refusals: { 409: { description: `You have ${FIGURES.maxClients} clients already`, codes: ['CLIENT_LIMIT_REACHED'] } },
      },
    },
    '/api/practice/v1/oauth/clients/{id}': {
      delete: { operationId: 'deleteOauthClient', summary: 'Delete an OAuth client', access: 'user', params: credentialIdParam, description: 'Its access tokens stop working at once.', reply: noContent('Deleted.'), refusals: { 404: NOT_YOUR_CLIENT } },
    },
    '/api/practice/v1/oauth/clients/{id}/rotate': {
      post: {
        operationId: 'rotateOauthClientSecret',
        summary: 'A new secret for an OAuth client',
        access: 'user',
        params: credentialIdParam,
        description: 'The same `client_id`; the old secret and every access token issued with it stop working at once.',
        reply: json(CLIENT),
        refusals: { 404: NOT_YOUR_CLIENT },
      },
    },
    '/api/practice/v1/oauth/token': {
      post: {
        operationId: 'issueOauthAccessToken',
        summary: 'An access token for an OAuth client (client credentials grant)',
        access: 'public',
        rateLimited: true,
        requestBody: TOKEN_REQUEST_BODY,
        description: `RFC 6749 §4.4: the client's id and secret get an access token for ${FIGURES.accessTokenSeconds / 60} minutes, sent as \`Authorization: Bearer\` to the practice APIs.`,
        reply: json('`{ access_token, token_type: "Bearer", expires_in }` with `Cache-Control: no-store`.'),
        also: {
          400: json('`invalid_request` (a parameter missing, repeated or unreadable, or the client sent two ways) or `unsupported_grant_type`.', OAUTH_ERROR),
          401: { ...json('`invalid_client`: unknown client, wrong secret, or none sent; with `WWW-Authenticate: Basic` when it came by HTTP Basic (or not at all).', OAUTH_ERROR) },
        },
      },
    },
    '/api/practice/v1/whoami': {
      get: {
        operationId: 'whoami',
        summary: 'Whose credential this is',
        access: 'practice-token',
        description: 'The first call a learner\'s tool makes, to check its credential works.',
        reply: json('`{ userId, via }`: `via` is `token` or `oauth`.'),
      },
    },
  },
});
