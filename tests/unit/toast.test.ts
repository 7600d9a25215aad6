/** @jest-environment node */
import type * as ToastModule from '@/components/site/toast/toast';

type Sonner = typeof import('sonner');

function freshToastModule(): typeof ToastModule {
  let loaded!: typeof ToastModule;
  jest.isolateModules(() => {
    loaded = jest.requireActual('@/components/site/toast/toast');
  });
  return loaded;
}

function fakeSonner() {
  const calls: string[] = [];
  const toast = Object.assign((title: string) => calls.push(`plain:${title}`), {
    success: (title: string) => calls.push(`success:${title}`),
    error: (title: string) => calls.push(`error:${title}`),
  });
  return { calls, sonner: { toast } as unknown as Sonner };
}

describe('lazy toasts', () => {
  it('asks for the toaster at the first toast and shows waiting toasts in order once it is ready', () => {
    const { toast, onToasterWanted, toasterReady } = freshToastModule();
    const mount = jest.fn();
    onToasterWanted(mount);
    expect(mount).not.toHaveBeenCalled();

    toast('Schedule a Demo', { duration: 5_000 });
    toast.error('Error', { description: 'Please fill in all required fields.' });
    expect(mount).toHaveBeenCalled();

    const { calls, sonner } = fakeSonner();
    toasterReady(sonner);
    expect(calls).toEqual(['plain:Schedule a Demo', 'error:Error']);

    toast.success('Success');
    expect(calls).toEqual(['plain:Schedule a Demo', 'error:Error', 'success:Success']);
  });

  it('mounts at once when a toast was asked for before the toaster registered', () => {
    const { toast, onToasterWanted, toasterReady } = freshToastModule();
    toast.success('Request submitted successfully!');
    const mount = jest.fn();
    onToasterWanted(mount);
    expect(mount).toHaveBeenCalledTimes(1);
    const { calls, sonner } = fakeSonner();
    toasterReady(sonner);
    expect(calls).toEqual(['success:Request submitted successfully!']);
  });

  it('queues again after the toaster unmounts, and a stale registration is not dropped by an old cleanup', () => {
    const { toast, onToasterWanted, toasterReady } = freshToastModule();
    const first = jest.fn();
    const stopFirst = onToasterWanted(first);
    const second = jest.fn();
    onToasterWanted(second);
    stopFirst();

    const { calls, sonner } = fakeSonner();
    toasterReady(sonner);
    toasterReady(null);
    toast('Schedule Your Demo');
    expect(calls).toEqual([]);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    toasterReady(sonner);
    expect(calls).toEqual(['plain:Schedule Your Demo']);
  });
});
