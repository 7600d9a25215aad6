import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/site/home/section-heading';
import { industries } from '@/content/industries';
import { sampleConversation, voiceFeatures } from '@/content/home';

/**
 * Industry cards, the core features and a sample call; styled from `.home-industries` and
 * `.home-voice`, the caller's and the agent's lines told apart by the agent's class (an unset prop
 * would still be written into the payload).
 * Lists of fixed copy take index keys: they never reorder, and a text key would be sent again
 * in the hydration payload.
 */
export function IndustriesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="home-band home-muted">
      <SectionHeading
        id="features-title"
        eyebrow="Industry solutions"
        title="Voice agents trained for your industry"
        intro="Pre-built for the calls your business gets every day, and tuned to your scripts, systems and tone."
      />
      <div className="home-industries">
        {industries.map((industry) => (
          <div key={industry.id} className="card tile">
            <h3>{industry.name}</h3>
            <p>{industry.description}</p>
            <Link href={`/solutions#${industry.id}`} className="btn btn-outline btn-md">
              Learn More<span className="sr-only">{` about ${industry.name}`}</span>
            </Link>
          </div>
        ))}
        <div className="card tile home-custom">
          <h3>Custom Solutions</h3>
          <p>
            Healthcare, financial services, retail or something else entirely: we build custom voice
            agents, outbound campaigns and full AI call centers.
          </p>
          <Link href="/custom-solutions" className="btn btn-primary btn-md">
            Explore Custom Solutions
          </Link>
        </div>
      </div>
      <div className="home-voice">
        <div>
          <h3>Core voice AI features</h3>
          <ul>
            {voiceFeatures.map((feature, index) => (
              <li key={index}>
                <p>{feature.title}</p>
                <p>{feature.description}</p>
              </li>
            ))}
          </ul>
        </div>
        <div className="card tile home-chat">
          <h3>
            <Icon name="bot" />A sample conversation
          </h3>
          <p>A dental patient calling at 8:12 AM, before the office opens.</p>
          <ol>
            {sampleConversation.map((line, index) => (
              <li key={index} {...(line.speaker === 'Caller' ? {} : { className: 'agent' })}>
                <span>{line.speaker}</span>
                {line.text}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
