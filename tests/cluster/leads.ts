import { randomUUID } from 'node:crypto';
import { send, type Reply } from './http';

/** A valid contact-form submission, as the site's own form sends it. */
export function contactLead(index: number) {
  return {
    firstName: 'Ada',
    lastName: `Cluster ${index}`,
    email: `ada.${index}@example.com`,
    phone: '(305) 555-0100',
    company: 'Analytical Dental',
    industry: 'dental',
    employeeCount: '11-50',
    serviceType: 'managed',
    message: `Lead ${index} through the cluster.`,
    agreeToTerms: true,
  };
}

/** POSTs one contact lead to `url` (an instance or the proxy) as a same-origin browser would. */
export function postContactLead(url: string, siteUrl: string, index: number): Promise<Reply> {
  return send(`${url}/api/forms/contact`, {
    method: 'POST',
    headers: {
      host: new URL(siteUrl).host,
      origin: siteUrl,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify(contactLead(index)),
  });
}

/** The stored lead's id from a 201 answer. */
export function leadId(reply: Reply): string {
  return (JSON.parse(reply.body) as { id: string }).id;
}
