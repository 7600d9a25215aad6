import { buttonClassName, type ButtonStyleProps } from '@/components/ui/button';
import { DemoTrigger } from '@/components/site/action-triggers';
import type { DemoToastKind } from '@/components/site/demo-toasts';

interface DemoButtonProps extends ButtonStyleProps {
  children: React.ReactNode;
  toastKind?: DemoToastKind;
  'aria-label'?: string;
}

/** A demo button: shows the spec's toast and brings the visitor to the contact form. */
export function DemoButton({ variant, size, className, ...props }: DemoButtonProps) {
  return <DemoTrigger className={buttonClassName({ variant, size, className })} {...props} />;
}
