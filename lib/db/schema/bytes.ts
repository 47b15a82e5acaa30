import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes (PostgreSQL `bytea`); drizzle has no built-in column for it. */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
