// The seven steps of the booking flow, in order (docs/practice/reservation.md#flow).
export const STEPS = [
  { id: 'search', label: 'Search' },
  { id: 'results', label: 'Results' },
  { id: 'details', label: 'Details' },
  { id: 'passengers', label: 'Passengers' },
  { id: 'seats', label: 'Seats' },
  { id: 'payment', label: 'Payment' },
  { id: 'confirmation', label: 'Confirmation' },
] as const;

export type StepId = (typeof STEPS)[number]['id'];

export function stepNumber(id: StepId): number {
  return STEPS.findIndex((step) => step.id === id) + 1;
}
