// The spreadsheet the schedule came from stores dates as ISO timestamps (e.g. '2027-01-06T05:00:00.000Z');
// docs/product.md#data-model shows the demo date as its date part only. Plain dates and free text pass through unchanged.
const ISO_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}/;

/** '2027-01-06T05:00:00.000Z' → '2027-01-06'; anything that is not an ISO timestamp is returned as is. */
export function trimIsoTimestampToDate(value: string): string {
  const match = ISO_TIMESTAMP.exec(value.trim());
  return match ? match[1] : value;
}
