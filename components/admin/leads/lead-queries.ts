import type { QueryClient } from '@tanstack/react-query';

/** Every page of the leads list (any filters). */
export const LEADS_KEY = ['leads'] as const;
/** The unread count on the Leads tab. */
export const UNREAD_KEY = ['leads-unread'] as const;

/** One lead's detail. */
export const leadKey = (type: string | undefined, id: string | undefined) =>
  ['lead', type, id] as const;

/** After a lead changed (opened, status, note): the list and the unread count load again. */
export function refreshLeadLists(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: LEADS_KEY });
  void client.invalidateQueries({ queryKey: UNREAD_KEY });
}
