'use client';

import Link from 'next/link';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { fieldAria } from '@/components/forms/form-field';

interface TermsCheckboxProps<T extends FieldValues> {
  id: string;
  control: Control<T>;
  name: Path<T>;
  error?: string;
  children?: React.ReactNode;
}

/** The consent checkbox (spec section 5): communications and the privacy policy. */
export function TermsCheckbox<T extends FieldValues>({
  id,
  control,
  name,
  error,
  children,
}: TermsCheckboxProps<T>) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Checkbox
              {...fieldAria(id, error)}
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              className="mt-0.5"
            />
          )}
        />
        <Label htmlFor={id} className="leading-snug font-normal">
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
        </Label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
