import Link from 'next/link';
import { DemoButton } from '@/components/site/demo-button';
import { SectionHeading } from '@/components/site/home/section-heading';
import { offerings } from '@/content/offerings';
import { integrationStats } from '@/content/home';

/**
 * The three offerings and the integration band; styled from `.home-offers` and `.tile`.
 * Lists of fixed copy take index keys: they never reorder, and a text key would be sent again
 * in the hydration payload.
 */
export function OfferingsSection() {
  return (
    <section aria-labelledby="offerings-title" className="home-section home-offers">
      <SectionHeading
        id="offerings-title"
        eyebrow="One platform"
        title="Three ways AI grows your revenue"
        intro="Answer every customer, coach every rep and let your team practice before the calls that matter."
      />
      <div className="home-cards">
        {offerings.map((offering) => (
          <div key={offering.id} className="card tile">
            <h3>
              <Link href={offering.href}>{offering.title}</Link>
            </h3>
            <p>{offering.subtitle}</p>
            <p>{offering.description}</p>
            <ul className="check-list">
              {offering.benefits.map((benefit, index) => (
                <li key={index}>{benefit}</li>
              ))}
            </ul>
            <DemoButton aria-label={`Schedule Demo: ${offering.title}`}>{offering.cta}</DemoButton>
          </div>
        ))}
      </div>
      <div className="home-integration">
        <h2>Why Integration Matters</h2>
        <p>
          When the agent that answers your calls, the coach that reviews them and the roleplay that
          trains your team share one platform, every conversation makes the next one better.
        </p>
        <dl>
          {integrationStats.map((stat, index) => (
            <div key={index}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
              <dd>{stat.detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
