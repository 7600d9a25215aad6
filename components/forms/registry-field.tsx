import { get, type FieldValues, type Path } from 'react-hook-form';
import {
  MessageField,
  SelectField,
  TextField,
  type FieldForm,
} from '@/components/forms/bound-fields';
import { TermsCheckbox } from '@/components/forms/terms-checkbox';
import type { FieldInput, FormField } from '@/lib/forms/types';

interface RegistryFieldProps<T extends FieldValues> {
  form: FieldForm<T>;
  /** The form's `useId()`: control ids are `${idPrefix}-${name}`. */
  idPrefix: string;
  field: FormField;
  input: FieldInput;
}

/** One registry field as its input kind renders it (the field registry of the lead forms). */
function RegistryField<T extends FieldValues>({
  form,
  idPrefix,
  field,
  input,
}: RegistryFieldProps<T>) {
  // The registry names the form's own fields, so each is a path of its values.
  const name = field.name as Path<T>;
  const bound = { form, idPrefix, name, label: field.label, required: input.required };
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
      const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
      return (
        <div className="sm:col-span-2">
          <TermsCheckbox id={id} register={form.register} name={name} error={error} />
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

/** The fields of a list that the visitor fills in, in order (variables the server adds are skipped). */
export function RegistryFields<T extends FieldValues>({
  fields,
  ...props
}: Omit<RegistryFieldProps<T>, 'field' | 'input'> & { fields: readonly FormField[] }) {
  return fields.map((field) =>
    field.input ? (
      <RegistryField key={field.name} {...props} field={field} input={field.input} />
    ) : null,
  );
}
