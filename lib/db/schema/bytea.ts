import { customType } from 'drizzle-orm/pg-core';

/** Binary data (resumes, images) as a Buffer on both PGlite and PostgreSQL. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
