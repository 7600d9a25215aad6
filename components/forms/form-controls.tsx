import { buttonVariants } from '@/components/ui/button-variants';
import {
  INPUT_CLASSES,
  LABEL_CLASSES,
  NATIVE_SELECT_CLASSES,
  TEXTAREA_CLASSES,
} from '@/components/ui/control-classes';
import { SelectChevron } from '@/components/ui/select-chevron';

/*
 * The lead forms' controls: the same look as the ui primitives, without a `className` to merge.
 * The forms are the only client code of several public pages, and the primitives' class merging
 * (tailwind-merge, about 9 KB gzip) would otherwise ship with each of them.
 */

export function FormInput(props: Omit<React.ComponentProps<'input'>, 'className'>) {
  return <input className={INPUT_CLASSES} {...props} />;
}

export function FormTextarea(props: Omit<React.ComponentProps<'textarea'>, 'className'>) {
  return <textarea className={TEXTAREA_CLASSES} {...props} />;
}

export function FormSelect({
  children,
  ...props
}: Omit<React.ComponentProps<'select'>, 'className'>) {
  return (
    <div className="relative">
      <select className={NATIVE_SELECT_CLASSES} {...props}>
        {children}
      </select>
      <SelectChevron />
    </div>
  );
}

export function FormLabel(props: Omit<React.ComponentProps<'label'>, 'className'>) {
  return <label className={LABEL_CLASSES} {...props} />;
}

type FormButtonProps = Omit<React.ComponentProps<'button'>, 'className'> & {
  variant?: 'default' | 'outline';
  size?: 'default' | 'lg';
  /** Extra utilities (grid spans, widths): appended, not merged; they win over the button look. */
  layout?: string;
};

export function FormButton({ variant, size, layout, ...props }: FormButtonProps) {
  return <button className={buttonVariants({ variant, size, className: layout })} {...props} />;
}
