import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Show = (sonner: Sonner) => void;

let loaded: Sonner | null = null;
let pending: Show[] = [];
let requestToaster: (() => void) | null = null;

function show(call: Show) {
  if (loaded) {
    call(loaded);
    return;
  }
  pending.push(call);
  requestToaster?.();
}

/**
 * The public site's toasts. Same calls as sonner's `toast`, but sonner itself (about 10 KB gzip)
 * is not part of any page's first load: `LazyToaster` loads it when the browser is idle, or at
 * the first toast, and a toast asked for before then is shown as soon as the toaster is mounted.
 */
export const toast = Object.assign(
  (title: string, data?: ExternalToast) => show((sonner) => sonner.toast(title, data)),
  {
    success: (title: string, data?: ExternalToast) =>
      show((sonner) => sonner.toast.success(title, data)),
    error: (title: string, data?: ExternalToast) =>
      show((sonner) => sonner.toast.error(title, data)),
  },
);

/** LazyToaster registers how to mount the toaster; it is called at once if a toast is waiting. */
export function onToasterWanted(mount: () => void): () => void {
  requestToaster = mount;
  if (pending.length > 0) mount();
  return () => {
    if (requestToaster === mount) requestToaster = null;
  };
}

/** The mounted toaster hands over sonner once it listens; waiting toasts are shown in order. */
export function toasterReady(sonner: Sonner | null) {
  loaded = sonner;
  if (!sonner) return;
  const waiting = pending;
  pending = [];
  for (const call of waiting) call(sonner);
}
