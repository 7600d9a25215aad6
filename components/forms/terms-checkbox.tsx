'use client';

import Link from 'next/link';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FieldError, fieldAria } from '@/components/forms/form-field';

interface TermsCheckboxProps<T extends FieldValues> {
  id: string;
  /**
   * The form's `register`. The box is uncontrolled, so one ticked before the form hydrates stays
   * ticked; it registers here, in field order, so a failed submit focuses the first field.
   */
  register: UseFormRegister<T>;
  name: Path<T>;
  error?: string;
  children?: React.ReactNode;
}

/** The consent checkbox: communications and the privacy policy. A native
 * checkbox: keyboard, form and screen-reader behaviour come with it. */
export function TermsCheckbox<T extends FieldValues>({
  id,
  register,
  name,
  error,
  children,
}: TermsCheckboxProps<T>) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          {...fieldAria(id, error)}
          {...register(name)}
          className="ui-checkbox"
        />
        <label htmlFor={id} className="text-sm leading-snug select-none">
          {children ?? (
            <span>
              I agree to receive communications, including calls, texts and emails, and I have read
              the{' '}
              <Link href="/privacy-policy" className="text-primary underline underline-offset-2">
                Privacy Policy
              </Link>{' '}
              and{' '}
              <Link href="/terms-of-service" className="text-primary underline underline-offset-2">
                Terms of Service
              </Link>
              .
            </span>
          )}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
