import type { UseFormRegisterReturn } from 'react-hook-form';
import { HONEYPOT_LABEL } from '@/lib/leads/metadata';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology, and named so that no browser autofill fills it); bots that fill every input fill it
 * too, and the server keeps their submission for spam review instead of delivering it.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {HONEYPOT_LABEL}
        <input
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          {...registration}
        />
      </label>
    </div>
  );
}
