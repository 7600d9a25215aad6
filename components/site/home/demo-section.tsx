import { DemoButton } from '@/components/site/demo-button';
import { SectionHeading } from '@/components/site/home/section-heading';
import { demoSteps } from '@/content/home';

/** Demo section (id demo). The step indicator is fixed at step 1, as in the spec. */
export function DemoSection() {
  const currentStep = 1;
  return (
    <section
      id="demo"
      aria-labelledby="demo-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6"
    >
      <SectionHeading
        id="demo-title"
        eyebrow="See it in action"
        title="Hear your own AI agent in three steps"
        intro="A demo built on your business, not a generic recording. We contact you within 24 hours of your request."
      />
      <ol className="grid gap-6 md:grid-cols-3">
        {demoSteps.map((step, index) => {
          const number = index + 1;
          const isCurrent = number === currentStep;
          return (
            <li
              key={step.title}
              aria-current={isCurrent ? 'step' : undefined}
              className={`rounded-xl border p-6 ${isCurrent ? 'border-primary bg-secondary' : 'bg-background'}`}
            >
              <span
                className={`flex size-10 items-center justify-center rounded-full text-lg font-bold ${
                  isCurrent ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground'
                }`}
              >
                {number}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
            </li>
          );
        })}
      </ol>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <DemoButton size="lg" toastKind="section">
          Schedule Demo Now
        </DemoButton>
        <DemoButton size="lg" variant="outline" toastKind="section">
          Get Demo
        </DemoButton>
      </div>
    </section>
  );
}
