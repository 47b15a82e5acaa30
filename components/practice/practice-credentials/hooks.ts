// Every data-test hook of the credentials panel, per kind of credential. A task sheet promises these to learners, so
// each is written out whole here, where a search for it (and tests/unit/practice/task-sheets.test.ts) finds it.

export const CREDENTIAL_HOOKS = {
  token: {
    listLoading: 'token-list-loading',
    listError: 'token-list-error',
    listRetry: 'token-list-retry',
    createForm: 'token-create-form',
    nameInput: 'token-name-input',
    create: 'token-create',
    row: 'token-row',
    name: 'token-name',
    detail: 'token-client-id',
    created: 'token-created',
    lastUsed: 'token-last-used',
    rotate: 'token-rotate',
    remove: 'token-revoke',
  },
  client: {
    listLoading: 'client-list-loading',
    listError: 'client-list-error',
    listRetry: 'client-list-retry',
    createForm: 'client-create-form',
    nameInput: 'client-name-input',
    create: 'client-create',
    row: 'client-row',
    name: 'client-name',
    detail: 'client-client-id',
    created: 'client-created',
    lastUsed: 'client-last-used',
    rotate: 'client-rotate',
    remove: 'client-delete',
  },
} as const;

export type CredentialKind = keyof typeof CREDENTIAL_HOOKS;
