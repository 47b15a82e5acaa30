import 'server-only';
import { BUG_HUNT_FEEDBACK } from '../../messages/bug-hunt';
import type { PlantedDefect } from '../defects/types';
import { BUG_HUNT_FIGURES } from './figures';
import type { Verdict } from './schemas';

// How the server decides a report at once (docs/architecture.md#bug-hunt): a report is credited when its area is
// one of a planted defect's areas, its title or actual result says what that defect does (every pattern of the
// defect's rule), it says what no other defect of the exercise does, and the server holds the reporter's own evidence
// of meeting it. Pure: the caller reads the learner's evidence and credits, and stores the outcome. The verdicts here
// are the server's own, for the trainer and the hints; the learner reads credited, too broad or not credited, and
// every "not credited" reads the same (./schemas.ts learnerVerdictOf), so a report cannot ask what is planted.

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

const wordsOf = (report: ReportText) => `${report.title}\n${report.actual}`.toLowerCase();

/** Whether the report's words say what the defect does. */
export function describes(defect: PlantedDefect, report: ReportText): boolean {
  const words = wordsOf(report);
  return defect.report.observed.every((pattern) => pattern.test(words));
}

/**
 * Too broad: every defect of the exercise is checked, whatever its area. The words say what two defects of the
 * report's area do (which one is meant?), or what more than `broadDescribedAnywhere` defects do in any area: a list
 * of keywords does, a description of one defect does not (tests/unit/practice/bug-hunt/too-broad.test.ts holds every
 * report the tests file as honest to it).
 */
export function isTooBroad(report: ReportText, defects: readonly PlantedDefect[]): boolean {
  const described = defects.filter((defect) => describes(defect, report));
  const inArea = described.filter((defect) => defect.report.areas.includes(report.area));
  return inArea.length > 1 || described.length > BUG_HUNT_FIGURES.broadDescribedAnywhere;
}

export function judgeReport(report: ReportText, { defects, evidence, credited }: HuntState): Judgement {
  const missed = BUG_HUNT_FEEDBACK.notCredited;
  if (isTooBroad(report, defects)) return { verdict: 'too-broad', defect: null, feedback: BUG_HUNT_FEEDBACK.tooBroad };
  const inArea = defects.filter((defect) => defect.report.areas.includes(report.area));
  const described = inArea.find((defect) => describes(defect, report));
  if (described && !credited.has(described.id) && evidence.has(described.id)) {
    return { verdict: 'credited', defect: described, feedback: BUG_HUNT_FEEDBACK.credited(described.id, described.category) };
  }
  if (described) return { verdict: credited.has(described.id) ? 'duplicate' : 'not-triggered', defect: described, feedback: missed };
  // Not planted; the defect it came nearest (one met in its area) is for the hints only.
  const met = inArea.find((defect) => !credited.has(defect.id) && evidence.has(defect.id));
  return { verdict: 'not-planted', defect: met ?? null, feedback: missed };
}
