import { Icon } from '@/components/ui/icon';
import { Badge } from '@/components/ui/badge';
import { DemoButton } from '@/components/site/demo-button';
import { RoiButton } from '@/components/site/roi-button';

const dashboardRows = [
  { label: 'Calls answered today', value: '312' },
  { label: 'Appointments booked', value: '87' },
  { label: 'Leads qualified', value: '54' },
  { label: 'Average call score', value: '92/100' },
];

/**
 * The home page's first screen; its parts are styled from `.home-hero` and `.home-dash`.
 * Lists of fixed copy take index keys: they never reorder, and a text key would be sent again
 * in the hydration payload.
 */
export function HomeHero({ brand }: { brand: string }) {
  return (
    <section className="home-band home-hero">
      <div>
        <Badge variant="secondary">
          <Icon name="sparkles" />
          Complete AI Sales Engine
        </Badge>
        <h1>
          AI voice agents that answer, book and sell, and AI coaching that makes your team better
        </h1>
        <p>
          {brand} answers every call, schedules appointments and qualifies leads around the clock,
          then scores each conversation and coaches your people with AI roleplay. Built for dental
          practices, law firms, veterinary clinics, home-service companies and sales teams.
        </p>
        <div>
          <DemoButton size="lg" toastKind="hero">
            <Icon name="phone-call" />
            Schedule a Demo
          </DemoButton>
          <RoiButton size="lg" variant="outline" />
        </div>
      </div>
      <div className="card home-dash" role="group" aria-label="Sample dashboard">
        <div>
          <p>Live agent dashboard</p>
          {/* The status light before "Online" is drawn by the stylesheet. */}
          <span>Online</span>
        </div>
        <dl>
          {dashboardRows.map((row, index) => (
            <div key={index}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <DemoButton variant="secondary">
          <Icon name="chart-column" />
          See Platform
        </DemoButton>
      </div>
    </section>
  );
}
