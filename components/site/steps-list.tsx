/** One step of a sequence: a title and a sentence. */
export interface StepItem {
  title: string;
  description: string;
}

/**
 * A numbered, left-to-right sequence of steps. The list's class styles each step as a card with
 * its number in a circle (globals.css), so no step carries a class of its own.
 */
export function StepsList({ steps }: { steps: readonly StepItem[] }) {
  return (
    <ol className="steps-list">
      {/* A fixed sequence: index keys keep each title out of the payload a second time. */}
      {steps.map((step, index) => (
        <li key={index}>
          <span aria-hidden="true">{index + 1}</span>
          <h3>
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
