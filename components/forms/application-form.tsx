'use client';

import { useId, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormField, fieldAria } from '@/components/forms/form-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { applyServerErrors } from '@/components/forms/server-errors';
import { useLeadSubmission } from '@/components/forms/use-lead-submission';
import { HONEYPOT_FIELD } from '@/lib/leads/metadata';
import { RESUME_ACCEPT } from '@/lib/leads/resume-rules';
import {
  applicationSchema,
  type ApplicationInput,
  type ApplicationLead,
} from '@/lib/leads/schemas';

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

type Values = ApplicationInput & { [HONEYPOT_FIELD]?: string };

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
  const { submit, renew } = useLeadSubmission('application');
  const form = useForm<Values, unknown, ApplicationLead>({
    resolver: zodResolver(applicationSchema),
    defaultValues: empty(job.id),
  });
  const { register, handleSubmit, formState, reset, setError, control, getValues } = form;
  const errors = formState.errors;
  const field = (name: keyof ApplicationInput) => fieldAria(`${id}-${name}`, errors[name]?.message);

  const onValid = async ({ resume, ...values }: ApplicationLead) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.set(name, value);
    body.set(HONEYPOT_FIELD, getValues(HONEYPOT_FIELD) ?? '');
    if (resume instanceof Blob) body.set('resume', resume, resume.name);
    const outcome = await submit(body);
    if (outcome.ok) {
      toast.success('Application submitted', {
        description: 'Your application has been submitted successfully!',
      });
      reset(empty(job.id));
      setFileInputKey((key) => key + 1);
      renew();
      onSubmitted();
      return;
    }
    applyServerErrors(setError, outcome.errors);
    toast.error('Failed to submit', {
      description: 'There was an error submitting your application. Please try again.',
    });
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
        onSubmit={handleSubmit(onValid, onInvalid)}
        aria-label={`Application for ${job.title}`}
        className="relative mt-8 grid gap-5 sm:grid-cols-2"
      >
        <FormField
          id={`${id}-firstName`}
          label="First Name"
          required
          error={errors.firstName?.message}
        >
          <Input
            autoComplete="given-name"
            required
            {...field('firstName')}
            {...register('firstName')}
          />
        </FormField>
        <FormField
          id={`${id}-lastName`}
          label="Last Name"
          required
          error={errors.lastName?.message}
        >
          <Input
            autoComplete="family-name"
            required
            {...field('lastName')}
            {...register('lastName')}
          />
        </FormField>
        <FormField id={`${id}-email`} label="Email" required error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            required
            {...field('email')}
            {...register('email')}
          />
        </FormField>
        <FormField id={`${id}-phone`} label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...field('phone')} {...register('phone')} />
        </FormField>
        <FormField
          id={`${id}-desiredSalary`}
          label="Desired Salary"
          error={errors.desiredSalary?.message}
        >
          <Input {...field('desiredSalary')} {...register('desiredSalary')} />
        </FormField>
        <FormField
          id={`${id}-linkedinUrl`}
          label="LinkedIn Profile URL"
          error={errors.linkedinUrl?.message}
        >
          <Input
            type="url"
            placeholder="https://www.linkedin.com/in/"
            {...field('linkedinUrl')}
            {...register('linkedinUrl')}
          />
        </FormField>
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
              <Input
                key={fileInputKey}
                type="file"
                accept={RESUME_ACCEPT}
                required
                {...field('resume')}
                ref={resume.ref}
                name={resume.name}
                onBlur={resume.onBlur}
                onChange={(event) => resume.onChange(event.target.files?.[0])}
              />
            )}
          />
        </FormField>
        <FormField
          id={`${id}-message`}
          label="Cover Letter"
          error={errors.message?.message}
          className="sm:col-span-2"
        >
          <Textarea
            placeholder="Why are you a great fit? (optional)"
            {...field('message')}
            {...register('message')}
          />
        </FormField>
        <HoneypotField registration={register(HONEYPOT_FIELD)} />
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            onClick={onCancel}
            disabled={formState.isSubmitting}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Submitting...' : 'Submit Application'}
          </Button>
        </div>
      </form>
    </section>
  );
}
