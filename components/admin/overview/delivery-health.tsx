import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/components/admin/format';
import { shareText } from '@/components/admin/overview/overview-format';
import { useAdminNavigation } from '@/components/admin/overview/admin-navigation';
import type { DeliveryHealth as Health, FailingEndpoint } from '@/lib/admin/overview-types';

const KIND_LABEL: Record<string, string> = {
  'form-webhook': 'Form webhook',
  'email-webhook': 'Email webhook',
  'smtp-confirmation': 'Confirmation email',
  'smtp-notification': 'Notification email',
  'booking-email': 'Booking email',
  'booking-reminder': 'Pick-a-time reminder',
  'booking-webhook': 'Booking webhook',
  'calendar-write': 'Calendar event',
};

function endpointState({ failing, held, dead }: FailingEndpoint): string {
  const parts = [
    failing ? `${failing} retrying` : '',
    held ? `${held} held after 410 Gone` : '',
    dead ? `${dead} dead` : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/** Delivered share of the period's deliveries, endpoints now failing, dead ones to replay. */
export function DeliveryHealth({ health, days }: { health: Health; days: number }) {
  const { openDeliveries } = useAdminNavigation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Delivery health</CardTitle>
        <CardDescription>Webhooks and emails sent for the leads.</CardDescription>
      </CardHeader>
      <CardContent className="gap-4 text-sm">
        <p>
          <span className="text-2xl font-bold tabular-nums">
            {shareText(health.deliveredShare)}
          </span>{' '}
          delivered ({health.delivered.toLocaleString('en-US')} of{' '}
          {health.total.toLocaleString('en-US')} created in the last {days} days)
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <p>
            <span className="font-semibold tabular-nums">{health.deadNow}</span>{' '}
            {health.deadNow === 1 ? 'dead delivery waits' : 'dead deliveries wait'} for a retry.
          </p>
          {health.deadNow > 0 ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => openDeliveries('dead')}
            >
              Show dead deliveries
            </Button>
          ) : null}
        </div>
        {health.failingEndpoints.length === 0 ? (
          <p className="text-muted-foreground">No endpoint is failing.</p>
        ) : (
          <div className="flex flex-col gap-2">
            <h4 className="font-semibold">Failing endpoints</h4>
            <ul className="flex flex-col gap-2">
              {health.failingEndpoints.map((endpoint) => (
                <li
                  key={`${endpoint.kind} ${endpoint.destination}`}
                  className="rounded-md border p-2"
                >
                  <span className="font-medium">{KIND_LABEL[endpoint.kind] ?? endpoint.kind}</span>{' '}
                  <span className="font-mono break-all">{endpoint.destination}</span>
                  <span className="block text-muted-foreground">
                    {endpointState(endpoint)}
                    {endpoint.lastAttemptAt
                      ? `; last try ${formatDateTime(endpoint.lastAttemptAt)}`
                      : ''}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
