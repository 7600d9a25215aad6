import { clsx } from 'clsx';
import { FormLabel } from '@/components/forms/form-controls';

/** The ARIA wiring of a control: its id, invalid state and the id of its error message. */
export function fieldAria(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  /** Layout classes of the wrapper (grid spans): appended, not merged. */
  className?: string;
  children: React.ReactNode;
}

/** A label tied to its control, and the field's error announced as an alert beside it. */
export function FormField({ id, label, required, error, className, children }: FormFieldProps) {
  return (
    <div className={clsx('flex flex-col gap-2', className)}>
      <FormLabel htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        ) : null}
      </FormLabel>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's error, announced as an alert; its id is the one `fieldAria` points the control at. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
      {error}
    </p>
  ) : null;
}
