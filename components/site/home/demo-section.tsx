import { DemoButton } from '@/components/site/demo-button';
import { SectionHeading } from '@/components/site/home/section-heading';
import { demoSteps } from '@/content/home';

/**
 * Demo section (id demo). The step indicator is fixed at step 1, as in the spec; `.home-steps`
 * styles the steps and marks the current one by its `aria-current`, left out on the others (an
 * unset prop would still be written into the payload).
 * The steps take index keys: they never reorder, and a text key would be sent again
 * in the hydration payload.
 */
export function DemoSection() {
  const currentStep = 1;
  return (
    <section id="demo" aria-labelledby="demo-title" className="home-section">
      <SectionHeading
        id="demo-title"
        eyebrow="See it in action"
        title="Hear your own AI agent in three steps"
        intro="A demo built on your business, not a generic recording. We contact you within 24 hours of your request."
      />
      <ol className="home-steps">
        {demoSteps.map((step, index) => {
          const number = index + 1;
          return (
            <li key={index} {...(number === currentStep && { 'aria-current': 'step' as const })}>
              <span>{number}</span>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          );
        })}
      </ol>
      <div className="home-actions">
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
