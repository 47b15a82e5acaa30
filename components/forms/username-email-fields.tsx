import { TextField } from '@/components/ui/text-field';
import type { FieldProps } from './use-schema-form';

interface UsernameEmailFieldsProps {
  /** The inputs' ids are `${idPrefix}-username` and `${idPrefix}-email`. */
  idPrefix: string;
  testIds: { username: string; email: string };
  /** The user's own account: the browser may fill it in. An admin typing someone else's must not get theirs. */
  ownAccount?: boolean;
  username: FieldProps<'username'>;
  email: FieldProps<'email'>;
}

/**
 * The required username and e-mail of an account form (docs/product.md#validation-rules: at most 30 and 40
 * characters).
 */
export function UsernameEmailFields({ idPrefix, testIds, ownAccount = false, username, email }: UsernameEmailFieldsProps) {
  return (
    <>
      <TextField
        label="Username"
        id={`${idPrefix}-username`}
        autoComplete={ownAccount ? 'username' : 'off'}
        required
        maxLength={30}
        data-test={testIds.username}
        {...username}
      />
      <TextField
        label="E-mail"
        id={`${idPrefix}-email`}
        type="email"
        autoComplete={ownAccount ? 'email' : 'off'}
        required
        maxLength={40}
        data-test={testIds.email}
        {...email}
      />
    </>
  );
}
