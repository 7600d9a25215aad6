import { Icon } from '@/components/ui/icon';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DemoButton } from '@/components/site/demo-button';
import { RoiButton } from '@/components/site/roi-button';

const dashboardRows = [
  { label: 'Calls answered today', value: '312' },
  { label: 'Appointments booked', value: '87' },
  { label: 'Leads qualified', value: '54' },
  { label: 'Average call score', value: '92/100' },
];

export function HomeHero({ brand }: { brand: string }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2">
        <div className="flex flex-col items-start gap-6">
          <Badge variant="secondary" className="gap-1.5 border-primary/20 px-3 py-1 text-sm">
            <Icon name="sparkles" className="size-4" />
            Complete AI Sales Engine
          </Badge>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            AI voice agents that answer, book and sell, and AI coaching that makes your team better
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            {brand} answers every call, schedules appointments and qualifies leads around the clock,
            then scores each conversation and coaches your people with AI roleplay. Built for dental
            practices, law firms, veterinary clinics, home-service companies and sales teams.
          </p>
          <div className="flex flex-wrap gap-3">
            <DemoButton size="lg" toastKind="hero">
              <Icon name="phone-call" />
              Schedule a Demo
            </DemoButton>
            <RoiButton size="lg" variant="outline" />
          </div>
        </div>
        <Card className="gap-5 shadow-xl" role="group" aria-label="Sample dashboard">
          <div className="flex items-center justify-between">
            <p className="font-semibold">Live agent dashboard</p>
            <span className="flex items-center gap-1.5 text-sm text-emerald-700">
              <span className="size-2 rounded-full bg-emerald-600" aria-hidden="true" />
              Online
            </span>
          </div>
          <dl className="grid grid-cols-2 gap-3">
            {dashboardRows.map((row) => (
              <div key={row.label} className="rounded-lg bg-muted p-3">
                <dt className="text-xs text-muted-foreground">{row.label}</dt>
                <dd className="text-2xl font-bold tabular-nums">{row.value}</dd>
              </div>
            ))}
          </dl>
          <DemoButton variant="secondary" className="w-full">
            <Icon name="chart-column" />
            See Platform
          </DemoButton>
        </Card>
      </div>
    </section>
  );
}
