'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { InteractiveGate } from '@/components/ui/use-interactive';
import type { HostedExercise } from '@/lib/practice/registry';
import { askPageStart, type PageStart } from './ask-page-flags';
import { primeDefectEvidence } from './bug-hunt/defect-evidence';
import { PracticeStartStatus } from './practice-start-status';

// What an exercise's client code needs from the lab (docs/product.md#practice-lab): the learner's bug-mode switch,
// which of the page's planted defects are live (docs/architecture.md#defects-one-at-a-time), and a generation that
// changes when the learner resets or switches mode. The exercise body is keyed by it, so it mounts afresh and reads
// its state from the server again.
//
// The page's HTML is the same for every learner (docs/architecture.md#shared-exercise-pages): the learner's part
// arrives through the practice API as the page loads. Until it has, the exercise's place shows a loading status and
// every control waits (useInteractive), so the exercise mounts once, in its live state, and nothing a learner's test
// does lands on a page that is about to change.

/** One boolean per defect the exercise's page plants, by its neutral page key; the same keys whatever is live. */
export type PagePlanted = Readonly<Record<string, boolean>>;

export interface PracticeSession {
  exercise: HostedExercise;
  bugMode: boolean;
  planted: PagePlanted;
  generation: number;
}

interface PracticeSessionControl extends PracticeSession {
  /** The learner's id once their session arrived: it names the cookie of their Exercise | Task sheet choice. */
  learner: string | null;
  /** After the server stored the switch: the body remounts in the new mode, with the flags the server now gives. */
  bugModeChanged: (on: boolean, fresh?: PagePlanted | null) => void;
  /** After the server reset the learner's data: the body remounts in its start state. */
  dataReset: () => void;
}

const SessionContext = createContext<PracticeSessionControl | null>(null);
const LoadContext = createContext<{ status: 'loading' | 'ready' | number; retry: () => void }>({ status: 'ready', retry: () => {} });
const NONE_PLANTED: PagePlanted = {};

export function PracticeSessionProvider({
  exercise,
  start: given,
  plantedFollowSwitch = true,
  children,
}: {
  exercise: HostedExercise;
  /** What the page starts from when it is already known (a test's render); without it the page asks the server. */
  start?: PageStart;
  /**
   * Only when the switch's flags cannot be asked for (`bugModeChanged` without them): false when pinned, so the
   * switch changes nothing live. A served page never passes it: it asks the server after the switch.
   */
  plantedFollowSwitch?: boolean;
  children: ReactNode;
}) {
  const [start, setStart] = useState<PageStart | null>(given ?? null);
  // The failed reply's status (0: the server could not be reached), until the learner tries again.
  const [failure, setFailure] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [generation, setGeneration] = useState(0);
  const known = given !== undefined;
  useEffect(() => {
    if (known) return;
    let live = true;
    void askPageStart(exercise).then((reply) => {
      if (!live) return;
      if (reply.ok) setStart(reply.start);
      else setFailure(reply.status);
    });
    return () => {
      live = false;
    };
  }, [exercise, known, attempt]);
  // The page view's evidence codes (docs/architecture.md#bug-hunt), asked for as the page loads, and again when the
  // mode changes, before the body remounts (its effects run before this component's would).
  useEffect(() => primeDefectEvidence(exercise), [exercise]);

  const planted = start?.planted ?? NONE_PLANTED;
  const value: PracticeSessionControl = {
    exercise,
    bugMode: start?.bugMode ?? false,
    planted,
    generation,
    learner: start?.learner ?? null,
    bugModeChanged: (on, fresh) => {
      primeDefectEvidence(exercise, { fresh: true });
      setStart((now) => now && { ...now, bugMode: on, planted: fresh ?? flagsAfterSwitch(now.planted, on, plantedFollowSwitch) });
      setGeneration((n) => n + 1);
    },
    dataReset: () => setGeneration((n) => n + 1),
  };
  const load = {
    status: start ? ('ready' as const) : (failure ?? ('loading' as const)),
    retry: () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    },
  };
  return (
    <SessionContext.Provider value={value}>
      <LoadContext.Provider value={load}>
        <InteractiveGate.Provider value={start !== null}>{children}</InteractiveGate.Provider>
      </LoadContext.Provider>
    </SessionContext.Provider>
  );
}

/** The page's flags after the learner turned the switch: all of them with it, unless a pin sets the switch aside. */
export function flagsAfterSwitch(flags: PagePlanted, on: boolean, followSwitch: boolean): PagePlanted {
  return followSwitch ? Object.fromEntries(Object.keys(flags).map((key) => [key, on])) : flags;
}

export function usePracticeControl(): PracticeSessionControl {
  const value = useContext(SessionContext);
  if (!value) throw new Error('usePracticeSession needs a PracticeSessionProvider (components/practice/exercise-page.tsx).');
  return value;
}

/** For exercise components: the bug mode, the page's live defects and the exercise they run in. */
export function usePracticeSession(): PracticeSession {
  const { exercise, bugMode, planted, generation } = usePracticeControl();
  return { exercise, bugMode, planted, generation };
}

/** Whether the page's planted defect known by `key` (its evidence slot, or page flag) is live. */
export function usePlanted(key: string): boolean {
  return usePracticeControl().planted[key] === true;
}

/**
 * The exercise itself, mounted afresh after a reset or a change of mode, and first once the learner's session has
 * arrived: in its place until then, the loading status (or what went wrong, with a way to try again).
 */
export function PracticeBody({ children }: { children: ReactNode }) {
  const { generation, bugMode } = usePracticeControl();
  const { status, retry } = useContext(LoadContext);
  return (
    <div key={generation} data-test="practice-body" data-bug-mode={bugMode ? 'on' : 'off'} aria-busy={status === 'loading'}>
      {status === 'ready' ? children : <PracticeStartStatus status={status} retry={retry} />}
    </div>
  );
}
