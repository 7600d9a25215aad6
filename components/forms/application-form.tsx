'use client';

export interface ApplicationJob {
  id: string;
  title: string;
  reqNumber: string;
}

export interface ApplicationFormProps {
  job: ApplicationJob;
  /** Back to the job listings without submitting. */
  onCancel: () => void;
  /** Called after the application was stored (the form has already shown its success toast). */
  onSubmitted: () => void;
}

// PLACEHOLDER until the lead-capture work lands (issue 4): replaced by the real form in this session.
export function ApplicationForm(_props: ApplicationFormProps) {
  return null;
}
