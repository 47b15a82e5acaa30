import 'server-only';
import { BUG_HUNT_FEEDBACK } from '../../messages/bug-hunt';
import type { PlantedDefect } from '../defects/types';
import type { Verdict } from './schemas';

// How the server decides a report at once (docs/architecture.md#bug-hunt): a report is credited when its area is
// one of a planted defect's areas, its title or actual result says what that defect does (every pattern of the
// defect's rule), and the server holds the reporter's own evidence of meeting it. Pure: the caller reads the
// learner's evidence and credits, and stores the outcome.

export interface ReportText {
  area: string;
  title: string;
  actual: string;
}

export interface HuntState {
  /** The exercise's planted defects, in catalogue order. */
  defects: readonly PlantedDefect[];
  /** Defects the learner has evidence of. */
  evidence: ReadonlySet<string>;
  /** Defects already credited to the learner. */
  credited: ReadonlySet<string>;
}

export interface Judgement {
  verdict: Verdict;
  /** The defect the report was matched to or came nearest (credited, duplicate, not triggered, or "closer"). */
  defect: PlantedDefect | null;
  feedback: string;
}

/** Whether the report's words say what the defect does. */
export function describes(defect: PlantedDefect, report: ReportText): boolean {
  const words = `${report.title}\n${report.actual}`.toLowerCase();
  return defect.report.observed.every((pattern) => pattern.test(words));
}

export function judgeReport(report: ReportText, { defects, evidence, credited }: HuntState): Judgement {
  const inArea = defects.filter((defect) => defect.report.areas.includes(report.area));
  const described = inArea.filter((defect) => describes(defect, report));
  const found = described.find((defect) => !credited.has(defect.id) && evidence.has(defect.id));
  if (found) return { verdict: 'credited', defect: found, feedback: BUG_HUNT_FEEDBACK.credited(found.id, found.category) };
  const before = described.find((defect) => credited.has(defect.id));
  if (before) return { verdict: 'duplicate', defect: before, feedback: BUG_HUNT_FEEDBACK.duplicate(before.id) };
  if (described.length > 0) return { verdict: 'not-triggered', defect: described[0], feedback: BUG_HUNT_FEEDBACK.notTriggered };

  const open = inArea.filter((defect) => !credited.has(defect.id));
  if (open.length === 0) return { verdict: 'not-planted', defect: null, feedback: BUG_HUNT_FEEDBACK.areaClean };
  const met = open.find((defect) => evidence.has(defect.id));
  if (met) return { verdict: 'not-planted', defect: met, feedback: BUG_HUNT_FEEDBACK.closer };
  return { verdict: 'not-planted', defect: null, feedback: BUG_HUNT_FEEDBACK.notThis };
}
