import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Shows the server's field messages under the form's fields. `fields` maps the server's field names
 * to the form's; a field it does not name is left to the banner. Unless `focus` is false, the first
 * field shown takes the focus. Returns the messages shown.
 */
export function showServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, unknown> | undefined,
  fields: Partial<Record<string, Path<T>>>,
  { focus = true }: { focus?: boolean } = {},
): string[] {
  const shown: string[] = [];
  for (const [key, message] of Object.entries(errors ?? {})) {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!field || typeof message !== 'string' || message === '') continue;
    setError(field, { type: 'server', message }, { shouldFocus: focus && shown.length === 0 });
    shown.push(message);
  }
  return shown;
}
