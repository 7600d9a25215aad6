import { splitParagraphs, splitQualifications } from '@/lib/jobs/job-types';
import type { Job } from '@/lib/jobs/job-types';

/** About the role and the qualifications, on a job's own page. */
export function JobDescription({ job }: { job: Pick<Job, 'description' | 'qualifications'> }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-10 px-4 pb-16 sm:px-6">
      <section aria-labelledby="role-title" className="flex flex-col gap-4">
        <h2 id="role-title" className="text-2xl font-bold">
          About the role
        </h2>
        {splitParagraphs(job.description).map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line text-foreground/90">
            {paragraph}
          </p>
        ))}
      </section>
      <section aria-labelledby="qualifications-title" className="flex flex-col gap-4">
        <h2 id="qualifications-title" className="text-2xl font-bold">
          Qualifications
        </h2>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-foreground/90">
          {splitQualifications(job.qualifications).map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
