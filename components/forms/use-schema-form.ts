'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** What a form may set for itself; the resolver and the validation modes are the same for every form. */
export type SchemaFormOptions<Input extends FieldValues, Output> = Pick<
  UseFormProps<Input, unknown, Output>,
  'defaultValues' | 'values' | 'resetOptions'
>;

/** Binds a TextField or PasswordInput to a form field: its registration and its current message. */
export type FieldProps<Name extends string> = UseFormRegisterReturn<Name> & { error: string | undefined };

export type SchemaForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  fieldProps: <Name extends Path<Input>>(name: Name, options?: RegisterOptions<Input, Name>) => FieldProps<Name>;
};

/**
 * react-hook-form checked by a zod schema: nothing is checked while the user first types, the whole
 * form is checked on submit, and after that each field again as it changes. `handleSubmit` hands over
 * the schema's output (trimmed, lower-cased…), while the fields hold what the user typed.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: SchemaFormOptions<Input, Output> = {},
): SchemaForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
  });

  function fieldProps<Name extends Path<Input>>(name: Name, registerOptions?: RegisterOptions<Input, Name>): FieldProps<Name> {
    const error: FieldError | undefined = get(form.formState.errors, name);
    return { ...form.register(name, registerOptions), error: error?.message };
  }

  return { ...form, fieldProps };
}
