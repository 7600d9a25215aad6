import type { UseFormReturn } from 'react-hook-form';
import { MessageField, SelectField, TextField } from '@/components/forms/bound-fields';
import { TermsCheckbox } from '@/components/forms/terms-checkbox';
import type { FieldInput, FormField } from '@/lib/forms/types';

type Values = Record<string, unknown>;

interface RegistryFieldProps {
  form: UseFormReturn<Values, unknown, Values>;
  /** The form's `useId()`: control ids are `${idPrefix}-${name}`. */
  idPrefix: string;
  field: FormField;
  input: FieldInput;
}

/** One registry field as its input kind renders it (the field registry of the lead forms). */
export function RegistryField({ form, idPrefix, field, input }: RegistryFieldProps) {
  const bound = { form, idPrefix, name: field.name, label: field.label, required: input.required };
  const className = input.wide ? 'sm:col-span-2' : undefined;
  switch (input.kind) {
    case 'select':
      return (
        <SelectField
          {...bound}
          options={input.options ?? []}
          placeholder={input.placeholder}
          className={className}
        />
      );
    case 'message':
      return <MessageField {...bound} placeholder={input.placeholder} className={className} />;
    case 'terms': {
      const id = `${idPrefix}-${field.name}`;
      const error = form.formState.errors[field.name]?.message;
      return (
        <div className="sm:col-span-2">
          <TermsCheckbox
            id={id}
            register={form.register}
            name={field.name}
            error={typeof error === 'string' ? error : undefined}
          />
        </div>
      );
    }
    case 'file':
      // Files need their own control (the application form renders its resume upload).
      return null;
    default:
      return (
        <TextField
          {...bound}
          type={input.kind === 'text' ? undefined : input.kind}
          autoComplete={input.autoComplete}
          placeholder={input.placeholder}
          className={className}
        />
      );
  }
}
