import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology); bots that fill every input fill it too, and the server drops their submission.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Fax
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
