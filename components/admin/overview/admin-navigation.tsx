'use client';

import { createContext, useContext } from 'react';

/** Lets one admin tab open another: the Overview's "Show dead deliveries" opens Deliveries. */
interface AdminNavigation {
  /** Opens the Deliveries tab, filtered to a status ('' for all). */
  openDeliveries: (status: string) => void;
  /** The status filter the Deliveries tab starts with. */
  deliveryFilter: string;
}

export const AdminNavigationContext = createContext<AdminNavigation>({
  openDeliveries: () => {},
  deliveryFilter: '',
});

export const useAdminNavigation = () => useContext(AdminNavigationContext);
