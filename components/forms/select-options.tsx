import type { Option } from '@/lib/forms/options';

/** A "Select…" placeholder (empty value, so the schema's message shows) and the options. */
export function SelectOptions({
  placeholder,
  options,
}: {
  placeholder?: string;
  options: readonly Option[];
}) {
  return (
    <>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
