'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { Field, fieldAria } from '@/components/admin/field';
import { companyDate } from '@/lib/config/company';
import { EMPLOYMENT_TYPE_OPTIONS } from '@/lib/jobs/employment-types';
import { JOB_FUNCTION_OPTIONS } from '@/lib/jobs/job-functions';
import { defaultValidThrough } from '@/lib/jobs/job-slug';
import { jobFormSchema, type JobFormInput, type JobInput } from '@/lib/jobs/job-schema';
import type { Job } from '@/lib/jobs/job-types';

/** A new job: posted today in the company's calendar, so its default closing date counts from then. */
const empty = (): JobFormInput => ({
  title: '',
  function: '' as JobFormInput['function'],
  description: '',
  qualifications: '',
  location: '',
  salaryRange: '',
  isActive: true,
  employmentType: 'FULL_TIME',
  validThrough: defaultValidThrough(companyDate(new Date())),
  remote: false,
});

function initialValues(job: Job | null): JobFormInput {
  if (!job) return empty();
  const { title, description, qualifications, location, salaryRange, isActive } = job;
  return {
    title,
    function: job.function,
    description,
    qualifications,
    location,
    salaryRange,
    isActive,
    employmentType: job.employmentType,
    validThrough: job.validThrough,
    remote: job.remote,
  };
}

function JobForm({
  job,
  pending,
  onSubmit,
  onCancel,
}: {
  job: Job | null;
  pending: boolean;
  onSubmit: (values: JobInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<JobFormInput, unknown, JobInput>({
    resolver: zodResolver(jobFormSchema(job?.datePosted ?? companyDate(new Date()))),
    defaultValues: initialValues(job),
  });
  const { errors } = form.formState;
  const text = (name: 'title' | 'location' | 'salaryRange', label: string, placeholder: string) => (
    <Field id={`job-${name}`} label={label} error={errors[name]?.message}>
      <Input
        {...fieldAria(`job-${name}`, errors[name]?.message)}
        placeholder={placeholder}
        {...form.register(name)}
      />
    </Field>
  );
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {text('title', 'Job Title', 'e.g. Senior AI Solutions Specialist')}
      <Field id="job-function" label="Function" error={errors.function?.message}>
        <NativeSelect
          {...fieldAria('job-function', errors.function?.message)}
          {...form.register('function')}
        >
          <option value="" disabled>
            Select a function
          </option>
          {JOB_FUNCTION_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('location', 'Location', 'e.g. Remote (US)')}
        {text('salaryRange', 'Salary Range', 'e.g. $120,000 - $150,000')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="job-employmentType"
          label="Employment Type"
          error={errors.employmentType?.message}
        >
          <NativeSelect
            {...fieldAria('job-employmentType', errors.employmentType?.message)}
            {...form.register('employmentType')}
          >
            {EMPLOYMENT_TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id="job-validThrough"
          label="Closing Date"
          error={errors.validThrough?.message}
          hint="The last day to apply; on or after the posted date."
        >
          <Input
            type="date"
            {...fieldAria('job-validThrough', errors.validThrough?.message, true)}
            {...form.register('validThrough')}
          />
        </Field>
      </div>
      <Field id="job-description" label="Description" error={errors.description?.message}>
        <Textarea
          {...fieldAria('job-description', errors.description?.message)}
          rows={4}
          {...form.register('description')}
        />
      </Field>
      <Field
        id="job-qualifications"
        label="Qualifications"
        error={errors.qualifications?.message}
        hint="One point per line, each starting with a dash."
      >
        <Textarea
          {...fieldAria('job-qualifications', errors.qualifications?.message, true)}
          rows={5}
          placeholder={'- 3+ years of experience\n- Excellent communication'}
          {...form.register('qualifications')}
        />
      </Field>
      <Controller
        control={form.control}
        name="remote"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Checkbox
              id="job-remote"
              checked={field.value ?? false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
            <Label htmlFor="job-remote">Remote</Label>
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Checkbox
              id="job-active"
              checked={field.value ?? true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
            <Label htmlFor="job-active">Active (visible on the careers page)</Label>
          </div>
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : job ? 'Update Job' : 'Create Job'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** 'Add New Job' / edit dialog (at most 600 px wide), pre-filled in edit mode. */
export function JobFormDialog({
  open,
  job,
  pending,
  onOpenChange,
  onSubmit,
}: {
  open: boolean;
  job: Job | null;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: JobInput) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[600px]">
        <DialogHeader>
          <DialogTitle>{job ? 'Edit Job Listing' : 'Add New Job'}</DialogTitle>
          <DialogDescription>
            {job
              ? `Editing ${job.reqNumber}.`
              : 'The listing gets the next requisition number and today’s date.'}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <JobForm
            key={job?.id ?? 'new'}
            job={job}
            pending={pending}
            onSubmit={onSubmit}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
