'use client';

import { CalculatorIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useRoiDialog } from '@/components/site/roi-dialog-provider';

type ButtonProps = React.ComponentProps<typeof Button>;

/** Opens the ROI calculator dialog. */
export function RoiButton({
  children = 'ROI Calculator',
  withIcon = true,
  ...props
}: ButtonProps & { withIcon?: boolean }) {
  const { openRoiCalculator } = useRoiDialog();
  return (
    <Button type="button" onClick={openRoiCalculator} aria-haspopup="dialog" {...props}>
      {withIcon ? <CalculatorIcon aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
