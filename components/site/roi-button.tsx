import { Icon } from '@/components/ui/icon';
import { buttonClassName, type ButtonStyleProps } from '@/components/ui/button';
import { RoiTrigger } from '@/components/site/action-triggers';

/** Opens the ROI calculator dialog. */
export function RoiButton({
  children = 'ROI Calculator',
  withIcon = true,
  variant,
  size,
  className,
}: ButtonStyleProps & { children?: React.ReactNode; withIcon?: boolean }) {
  return (
    <RoiTrigger className={buttonClassName({ variant, size, className })}>
      {withIcon ? <Icon name="calculator" /> : null}
      {children}
    </RoiTrigger>
  );
}
