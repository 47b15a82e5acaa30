import { z } from 'zod';
import { PRACTICE_CREDENTIALS_MSG as MSG } from '../messages/practice-credentials';
import { PRACTICE_CREDENTIAL_FIGURES } from '../practice/credentials/figures';
import { singleLineText } from './text';

// Practice credentials (docs/product.md#practice-credentials): the one rule for a token's or a client's name,
// used by the credentials panel's form and by POST /api/practice/v1/tokens and /oauth/clients.

const credentialName = singleLineText(MSG.nameRequired)
  .trim()
  .min(1, MSG.nameRequired)
  .max(PRACTICE_CREDENTIAL_FIGURES.nameMax, MSG.nameTooLong(PRACTICE_CREDENTIAL_FIGURES.nameMax));

/** POST /api/practice/v1/tokens and /api/practice/v1/oauth/clients: `{ name }`. */
export const credentialNameSchema = z.object({ name: credentialName });
export type CredentialNameInput = z.input<typeof credentialNameSchema>;
