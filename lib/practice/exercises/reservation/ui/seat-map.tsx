import { usePlanted } from '@/components/practice/practice-session';
import { noteDefectEvidence, useDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { SEAT_LETTERS, SEAT_ROWS } from '@/lib/practice/exercises/reservation/seats';

interface SeatMapProps {
  taken: ReadonlySet<string>;
  chosen: readonly string[];
  onToggle: (seat: string) => void;
}

const LEFT = SEAT_LETTERS.slice(0, 3);
const RIGHT = SEAT_LETTERS.slice(3);

/**
 * Rows 1–12, seats A–F with the aisle after C. Every seat is a real button (Tab and Enter/Space work), named
 * "Seat 12C, available" or "Seat 12C, taken"; a chosen one is aria-pressed. Taken seats are disabled.
 */
export function SeatMap({ taken, chosen, onToggle }: SeatMapProps) {
  const unnamed = usePlanted('seat-names');
  const takenChoosable = usePlanted('taken-seat');
  // RES-06's evidence for the bug hunt (docs/architecture.md#bug-hunt): the seats are drawn without names.
  useDefectEvidence('reservation', 'seat-names', unnamed);

  function toggle(id: string) {
    // RES-05's evidence: a taken seat was chosen.
    if (takenChoosable && taken.has(id)) noteDefectEvidence('reservation', 'taken-seat');
    onToggle(id);
  }

  function seat(row: number, letter: string) {
    const id = `${row}${letter}`;
    const isTaken = taken.has(id);
    const isChosen = chosen.includes(id);
    const look = isChosen
      ? 'border-brand-700 bg-brand-600 text-white'
      : isTaken
        ? 'border-slate-300 bg-slate-200 text-slate-600 line-through'
        : 'border-slate-400 bg-white text-ink hover:border-brand-600 hover:bg-brand-50';
    return (
      <button
        key={id}
        type="button"
        data-test={`seat-${id}`}
        data-status={isTaken ? 'taken' : 'available'}
        // RES-06: with the planted bugs live the seat has no name (its letter is hidden from assistive tech).
        aria-label={unnamed ? undefined : `Seat ${id}, ${isTaken ? 'taken' : 'available'}`}
        aria-pressed={isChosen}
        // RES-05: with the planted bugs live a taken seat stays enabled.
        disabled={isTaken && !takenChoosable}
        onClick={() => toggle(id)}
        className={`grid size-9 cursor-pointer place-items-center rounded-md border text-sm font-semibold disabled:cursor-not-allowed sm:size-10 ${look}`}
      >
        <span aria-hidden="true">{letter}</span>
      </button>
    );
  }

  return (
    <div role="group" aria-label={`Seat map, rows 1 to ${SEAT_ROWS}, seats A to F`} data-test="seat-map" className="inline-block rounded-2xl border border-slate-200 bg-white p-2 sm:p-4">
      <div aria-hidden="true" className="mb-2 flex items-center gap-1 text-center text-xs font-semibold text-slate-600 sm:gap-2">
        <span className="w-6" />
        {LEFT.map((letter) => (
          <span key={letter} className="w-9 sm:w-10">
            {letter}
          </span>
        ))}
        <span className="w-4" />
        {RIGHT.map((letter) => (
          <span key={letter} className="w-9 sm:w-10">
            {letter}
          </span>
        ))}
      </div>
      <div className="space-y-1.5">
        {Array.from({ length: SEAT_ROWS }, (_, index) => index + 1).map((row) => (
          <div key={row} className="flex items-center gap-1 sm:gap-2">
            <span aria-hidden="true" className="w-6 text-right text-xs font-semibold text-slate-600">
              {row}
            </span>
            {LEFT.map((letter) => seat(row, letter))}
            <span className="w-4" />
            {RIGHT.map((letter) => seat(row, letter))}
          </div>
        ))}
      </div>
    </div>
  );
}
