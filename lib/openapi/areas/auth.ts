import { changePasswordSchema, confirmEmailSchema, emailOnlySchema, registerPayloadSchema, resetCodeSchema, resetPasswordSchema } from '../../validation/account';
import { loginSchema } from '../../validation/login';
import { userIdInIdParam } from '../../validation/params';
import type { ApiArea } from '../area';
import type { OperationSpec } from '../operation';
import { json, message, success } from '../replies';

// Sign-in, registration, e-mail codes and passwords (docs/product.md#login-and-logout, #registration,
// #email-verification, #password-reset): app/api/auth/*. Every flow that changes a credential is the app's own route;
// of better-auth's endpoints only the read-only session endpoint is mounted (app/api/auth/[...all]).

const SET_COOKIE = { 'Set-Cookie': { description: 'The session cookie (or, on logout and a password change, its removal).', schema: { type: 'string' as const } } };
const WRONG_CODE = 'The code is wrong or expired (`errors.code`)';
const CODES_PAUSED = 'Too many wrong codes for this e-mail today (`Retry-After`), or too many requests from this address';

// better-auth's session endpoint, the one better-auth path the catch-all serves (any other answers 404). The site's
// pages never call it (they read GET /api/auth/me); tests and API clients may.
const NOT_EXPOSED = 'Any other path under `/api/auth/` that is not listed here is better-auth\'s and answers 404: every flow that changes a credential is the site\'s own route.';

const getSession: OperationSpec = {
  operationId: 'getBetterAuthSession',
  summary: 'The session, as better-auth answers it',
  access: 'public',
  optionalSession: true,
  description: `better-auth's read-only session endpoint (app/api/auth/[...all]), for a client of this API; the site's own pages read \`GET /api/auth/me\`. ${NOT_EXPOSED}`,
  queryParameters: [
    { name: 'disableCookieCache', in: 'query', required: false, description: 'better-auth\'s: read the session from the database, not from a cached cookie.', schema: { type: 'boolean' } },
    { name: 'disableRefresh', in: 'query', required: false, description: 'better-auth\'s: do not extend the session\'s expiry.', schema: { type: 'boolean' } },
  ],
  reply: json('`{ session, user }` for the session sent (cookie or bearer token), or `null` without one.', { type: ['object', 'null'] }),
};

// The catch-all takes POST too (so better-auth answers it), but better-auth reads the session by POST only with
// `deferSessionRefresh`, which this site leaves off: the one reply is its 405.
const postSession: OperationSpec = {
  operationId: 'postBetterAuthSession',
  summary: 'Refused: the session by POST',
  access: 'public',
  description: `better-auth refuses it (its POST form needs \`deferSessionRefresh\`, which this site leaves off): use \`GET\`. ${NOT_EXPOSED}`,
  reply: {
    status: 405,
    description: 'better-auth\'s refusal `{ message, code: "METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED" }`.',
    json: { type: 'object', required: ['message', 'code'], properties: { message: { type: 'string' }, code: { const: 'METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED' } } },
  },
};

export const authArea = (): ApiArea => ({
  tag: { name: 'Auth', description: 'Log in and out, register, verify an e-mail with its 6-digit code, reset or change a password.' },
  paths: {
    '/api/auth/login': {
      post: {
        operationId: 'login',
        summary: 'Log in',
        access: 'public',
        body: loginSchema,
        rateLimited: true,
        reply: { ...json('The identity `{ userId, role, payment, username, email }` and `token` (the session as a bearer token); the session cookie is set.'), headers: SET_COOKIE },
        refusals: {
          401: 'Wrong e-mail or password',
          429: 'Too many failed logins for this e-mail or from this address, or the account is under attack and this browser has not signed in to it before (`Retry-After`)',
        },
      },
    },
    '/api/auth/logout': {
      post: {
        operationId: 'logout',
        summary: 'Log out',
        access: 'public',
        optionalSession: true,
        description: 'Ends the session on the server (the old cookie or token stops working) and clears the cookie. Without a session it answers the same.',
        reply: { ...success('`{ success, message }`.'), headers: SET_COOKIE },
      },
    },
    '/api/auth/me': {
      get: {
        operationId: 'getOwnIdentity',
        summary: 'The session\'s identity',
        access: 'user',
        reply: json('`{ userId, role, payment, username, email }`: what the browser keeps to draw its links.'),
      },
    },
    '/api/auth/register': {
      post: {
        operationId: 'register',
        summary: 'Register as a student',
        access: 'public',
        body: registerPayloadSchema,
        rateLimited: true,
        description: 'The account is created unverified and a 6-digit code is e-mailed (`POST /api/auth/confirm-email` uses it). A `scheduleId` (a batch of the course schedule) enrols the batch\'s course with the batch recorded.',
        reply: success('`{ success, message }`: the message says whether the code was e-mailed.'),
        refusals: { 404: 'The schedule has no batch `scheduleId`', 409: 'The e-mail is already registered' },
      },
    },
    '/api/auth/verify-again': {
      post: {
        operationId: 'resendVerificationCode',
        summary: 'E-mail a new verification code',
        access: 'public',
        optionalSession: true,
        body: emailOnlySchema,
        rateLimited: true,
        description:
          'Earlier codes stop working. The answer is the same, in the same time, for unknown, verified and unverified addresses; only an unverified account is sent a code (at most 5 an hour). ' +
          'A signed-in user waiting to move to this address gets a new code for that change.',
        reply: message('`{ message }`.'),
      },
    },
    '/api/auth/confirm-email': {
      post: {
        operationId: 'confirmEmail',
        summary: 'Verify an e-mail with its code',
        access: 'public',
        optionalSession: true,
        body: confirmEmailSchema,
        rateLimited: true,
        description: 'The code is used up. For a signed-in user moving to `email`, the code completes that change instead.',
        reply: success('`{ success, message }`.'),
        refusals: { 400: `${WRONG_CODE}, or a field is wrong`, 403: 'Too many wrong tries of this code: ask for a new one', 429: CODES_PAUSED },
      },
    },
    '/api/auth/forgot-password': {
      post: {
        operationId: 'forgotPassword',
        summary: 'Password reset, step 1: e-mail a code',
        access: 'public',
        body: emailOnlySchema,
        rateLimited: true,
        description: 'The same answer, in the same time, whether or not the e-mail has an account.',
        reply: message('`{ message }`.'),
      },
    },
    '/api/auth/forgot-password/check': {
      post: {
        operationId: 'checkResetCode',
        summary: 'Password reset, step 2: check the code',
        access: 'public',
        body: resetCodeSchema,
        rateLimited: true,
        description: 'A right code stays valid for step 3.',
        reply: success('`{ success }`.'),
        refusals: { 400: `${WRONG_CODE}, or a field is wrong`, 403: 'Too many wrong tries of this code: ask for a new one', 429: CODES_PAUSED },
      },
    },
    '/api/auth/reset-password': {
      post: {
        operationId: 'resetPassword',
        summary: 'Password reset, step 3: set the password',
        access: 'public',
        body: resetPasswordSchema,
        rateLimited: true,
        description: 'Uses the code up, sets the password and ends every session of the account.',
        reply: success('`{ success, message }`.'),
        refusals: { 400: `${WRONG_CODE}, or the password breaks the policy`, 403: 'Too many wrong tries of this code: ask for a new one', 429: CODES_PAUSED },
      },
    },
    '/api/auth/change-password/{id}': {
      post: {
        operationId: 'changeOwnPassword',
        summary: 'Change your password',
        access: 'user',
        who: 'Only for the user named in the path, admins included (it needs that user\'s current password); another id is 403.',
        params: userIdInIdParam,
        body: changePasswordSchema,
        rateLimited: true,
        description: 'Every session of the user ends, this one included: log in again with the new password.',
        reply: { ...success('`{ success, message }`; the session cookie is cleared.'), headers: SET_COOKIE },
        refusals: { 400: 'The current password is wrong, or the new one breaks the policy (`errors` names the field)', 403: 'Not your own account, or a write from another site' },
      },
    },
    '/api/auth/get-session': { get: getSession, post: postSession },
  },
});
