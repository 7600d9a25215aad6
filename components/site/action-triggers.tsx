import type { DemoToastKind } from '@/components/site/demo-toasts';

/**
 * The site's call-to-action buttons: plain buttons that name their action in `data-site-action` (and
 * its argument in `data-toast` or `data-target`). One listener runs them all
 * (`StaticHtmlEvents`, through `useRunAction`), so no button is hydrated on its own and the same
 * markup works in content sent as HTML only (components/static-html). Their look comes from the
 * server as a finished class string (see `buttonClassName`).
 */
type TriggerProps = Omit<React.ComponentProps<'button'>, 'type' | 'onClick'>;

export function RoiTrigger(props: TriggerProps) {
  return <button type="button" data-site-action="roi" aria-haspopup="dialog" {...props} />;
}

export function ContactTrigger(props: TriggerProps) {
  return <button type="button" data-site-action="contact" {...props} />;
}

export function DemoTrigger({ toastKind, ...props }: TriggerProps & { toastKind?: DemoToastKind }) {
  return <button type="button" data-site-action="demo" data-toast={toastKind} {...props} />;
}

export function SectionTrigger({ target, ...props }: TriggerProps & { target: string }) {
  return <button type="button" data-site-action="section" data-target={target} {...props} />;
}
