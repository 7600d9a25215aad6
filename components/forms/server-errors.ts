import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Shows the server's field errors (422) beside their fields, the same way as the browser's own. */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, string> | undefined,
): void {
  for (const [name, message] of Object.entries(errors ?? {})) {
    setError(name as Path<T>, { type: 'server', message });
  }
}
