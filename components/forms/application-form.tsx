'use client';

import { useId, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '@/components/site/toast/toast';
import { FormButton, FormInput } from '@/components/forms/form-controls';
import { FormField, fieldAria } from '@/components/forms/form-field';
import { LEAD_FORM_ATTRIBUTE } from '@/components/forms/held-submit';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { RegistryFields } from '@/components/forms/registry-field';
import { applyServerErrors } from '@/components/forms/server-errors';
import {
  FormStatus,
  failureToast,
  outcomeStatus,
  showToast,
} from '@/components/forms/submission-outcome';
import { useLeadSubmission } from '@/components/forms/use-lead-submission';
import type { FormField as RegistryEntry } from '@/lib/forms/types';
import { HONEYPOT_FIELD } from '@/lib/leads/metadata';
import { RESUME_ACCEPT } from '@/lib/forms/resume-limits';
import {
  applicationForm,
  type ApplicationInput,
  type ApplicationLead,
} from '@/lib/forms/application';

export interface ApplicationJob {
  id: string;
  title: string;
  reqNumber: string;
}

interface ApplicationFormProps {
  job: ApplicationJob;
  /** Back to the job listings without submitting. */
  onCancel: () => void;
  /** Called after the application was stored (the form has already shown its success toast). */
  onSubmitted: () => void;
}

type Values = ApplicationInput & { [HONEYPOT_FIELD]?: string };

const validation = lazyResolver<Values, ApplicationLead>(() =>
  import('@/components/forms/lead-resolvers').then((module) => module.applicationResolver),
);

const SUCCESS = {
  title: 'Application submitted',
  description: 'Your application has been submitted successfully!',
};
const FAILURE = {
  title: 'Failed to submit',
  description: 'There was an error submitting your application. Please try again.',
};

/** The cover letter comes after the resume upload; the other typed fields before it. */
const isLetter = (field: RegistryEntry) => field.input?.kind === 'message';
const entryFields = applicationForm.fields.filter((field) => !isLetter(field));
const letterFields = applicationForm.fields.filter(isLetter);

const empty = (jobId: string): Values => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  desiredSalary: '',
  linkedinUrl: '',
  message: '',
  jobId,
  resume: undefined,
  [HONEYPOT_FIELD]: '',
});

/** The application form for one job on /careers, with the resume upload (pdf, doc, docx). */
export function ApplicationForm({ job, onCancel, onSubmitted }: ApplicationFormProps) {
  const id = useId();
  // Remounting the file input is the only way to clear the file it holds.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [status, setStatus] = useState('');
  const { submit, renew } = useLeadSubmission('application');
  const form = useForm<Values, unknown, ApplicationLead>({
    resolver: validation.resolver,
    defaultValues: empty(job.id),
  });
  const { register, handleSubmit, formState, reset, setError, control, getValues } = form;
  const errors = formState.errors;

  const onValid = async ({ resume, ...values }: ApplicationLead) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.set(name, value);
    body.set(HONEYPOT_FIELD, getValues(HONEYPOT_FIELD) ?? '');
    if (resume instanceof Blob) body.set('resume', resume, resume.name);
    const outcome = await submit(body);
    setStatus(outcomeStatus(applicationForm.noun, outcome));
    if (outcome.ok) {
      showToast('success', SUCCESS);
      reset(empty(job.id));
      setFileInputKey((key) => key + 1);
      renew();
      onSubmitted();
      return;
    }
    applyServerErrors(setError, outcome.errors);
    showToast('error', failureToast(FAILURE, outcome));
  };

  const onInvalid = (invalid: FieldErrors<Values>) => {
    if (invalid.resume && !getValues('resume')) {
      toast.error('Missing resume', { description: 'Please upload your resume.' });
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto w-full max-w-3xl">
      <h2 id={`${id}-title`} className="text-2xl font-bold sm:text-3xl">
        Apply for {job.title}
      </h2>
      <p className="mt-1 text-muted-foreground">Req# {job.reqNumber}</p>
      <form
        noValidate
        onFocusCapture={validation.preload}
        onSubmit={(event) => {
          setStatus('');
          void handleSubmit(onValid, onInvalid)(event);
        }}
        aria-label={`Application for ${job.title}`}
        {...{ [LEAD_FORM_ATTRIBUTE]: 'application' }}
        className="relative mt-8 grid gap-5 sm:grid-cols-2"
      >
        <RegistryFields form={form} idPrefix={id} fields={entryFields} />
        <FormField
          id={`${id}-resume`}
          label="Resume (PDF, DOC or DOCX, up to 10 MB)"
          required
          error={errors.resume?.message}
          className="sm:col-span-2"
        >
          <Controller
            control={control}
            name="resume"
            render={({ field: resume }) => (
              <FormInput
                key={fileInputKey}
                type="file"
                accept={RESUME_ACCEPT}
                required
                {...fieldAria(`${id}-resume`, errors.resume?.message)}
                ref={resume.ref}
                name={resume.name}
                onBlur={resume.onBlur}
                onChange={(event) => resume.onChange(event.target.files?.[0])}
              />
            )}
          />
        </FormField>
        <RegistryFields form={form} idPrefix={id} fields={letterFields} />
        <HoneypotField registration={register(HONEYPOT_FIELD)} />
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <FormButton
            type="button"
            variant="outline"
            onClick={onCancel}
            disabled={formState.isSubmitting}
          >
            Cancel
          </FormButton>
          <FormButton type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Submitting...' : 'Submit Application'}
          </FormButton>
        </div>
        <FormStatus text={status} className="sm:col-span-2" />
      </form>
    </section>
  );
}
