import {
  get,
  type FieldValues,
  type Path,
  type UseFormRegister,
  type FormState,
} from 'react-hook-form';
import { FormInput, FormSelect, FormTextarea } from '@/components/forms/form-controls';
import { FormField, fieldAria } from '@/components/forms/form-field';
import { SelectOptions } from '@/components/forms/select-options';
import type { Option } from '@/lib/forms/options';

/** What a bound field needs of its form: registration and the current errors. */
export interface FieldForm<T extends FieldValues> {
  register: UseFormRegister<T>;
  formState: Pick<FormState<T>, 'errors'>;
}

interface BoundFieldProps<T extends FieldValues> {
  form: FieldForm<T>;
  /** The form's `useId()`: control ids are `${idPrefix}-${name}`. */
  idPrefix: string;
  name: Path<T>;
  label: string;
  required?: boolean;
  /** Classes of the field's wrapper (for example `sm:col-span-2`). */
  className?: string;
}

function bind<T extends FieldValues>({ form, idPrefix, name }: BoundFieldProps<T>) {
  const id = `${idPrefix}-${name}`;
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return { id, error, control: { ...fieldAria(id, error), ...form.register(name) } };
}

type InputProps = Omit<React.ComponentProps<'input'>, 'form' | 'name' | 'id' | 'required'>;

/** A labelled text input registered with the form, with its error announced. */
export function TextField<T extends FieldValues>(props: BoundFieldProps<T> & InputProps) {
  const { form, idPrefix, name, label, required, className, ...input } = props;
  const { id, error, control } = bind({ form, idPrefix, name, label });
  return (
    <FormField id={id} label={label} required={required} error={error} className={className}>
      <FormInput required={required} {...input} {...control} />
    </FormField>
  );
}

/** A labelled native select with an optional empty "Select…" first option. */
export function SelectField<T extends FieldValues>(
  props: BoundFieldProps<T> & { options: readonly Option[]; placeholder?: string },
) {
  const { form, idPrefix, name, label, required, className, options, placeholder } = props;
  const { id, error, control } = bind({ form, idPrefix, name, label });
  // Without an empty first option a value is always chosen, and HTML forbids `required` on such a
  // select; assistive technology still hears that the field is required.
  const requiredProps = placeholder
    ? { required }
    : { 'aria-required': required ? ('true' as const) : undefined };
  return (
    <FormField id={id} label={label} required={required} error={error} className={className}>
      <FormSelect {...requiredProps} {...control}>
        <SelectOptions placeholder={placeholder} options={options} />
      </FormSelect>
    </FormField>
  );
}

/** A labelled multi-line message (at least 120 px high). */
export function MessageField<T extends FieldValues>(
  props: BoundFieldProps<T> & { placeholder?: string },
) {
  const { form, idPrefix, name, label, required, className, placeholder } = props;
  const { id, error, control } = bind({ form, idPrefix, name, label });
  return (
    <FormField id={id} label={label} required={required} error={error} className={className}>
      <FormTextarea required={required} placeholder={placeholder} {...control} />
    </FormField>
  );
}
