'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { SealedPlanted } from '@/lib/practice/defects/sealed-flags';
import type { HostedExercise } from '@/lib/practice/registry';
import { primeDefectEvidence } from './bug-hunt/defect-evidence';
import { useUnsealedPlanted } from './use-unsealed-planted';

// What an exercise's client code needs from the lab (docs/product.md#practice-lab): the learner's bug-mode switch,
// which of the page's planted defects are live (docs/architecture.md#defects-one-at-a-time), and a generation that
// changes when the learner resets or switches mode. The exercise body is keyed by it, so it mounts afresh and reads
// its state from the server again. A served exercise page gets its flags sealed (`sealedPlanted`): its HTML is the
// clean page, and the flags apply from the first render after hydration, when the body mounts afresh once if any is
// on, so a component that starts its state from a flag starts it in the defective state.

/** One boolean per defect the exercise's page plants, by its neutral page key; the same keys whatever is live. */
export type PagePlanted = Readonly<Record<string, boolean>>;

export interface PracticeSession {
  exercise: HostedExercise;
  bugMode: boolean;
  planted: PagePlanted;
  generation: number;
}

interface PracticeSessionControl extends PracticeSession {
  /** After the server stored the switch: the body remounts in the new mode, with the flags the server now gives. */
  bugModeChanged: (on: boolean, fresh?: PagePlanted | null) => void;
  /** After the server reset the learner's data: the body remounts in its start state. */
  dataReset: () => void;
}

const SessionContext = createContext<PracticeSessionControl | null>(null);

export function PracticeSessionProvider({
  exercise,
  initialBugMode,
  initialPlanted,
  sealedPlanted,
  plantedFollowSwitch = true,
  children,
}: {
  exercise: HostedExercise;
  initialBugMode: boolean;
  /** The flags the page renders with until (and, on the server, instead of) the sealed ones. */
  initialPlanted: PagePlanted;
  /** The flags as served, sealed (lib/practice/defects/sealed-flags.ts); they apply after hydration. */
  sealedPlanted?: SealedPlanted;
  /**
   * Only when the switch's flags cannot be asked for (`bugModeChanged` without them): false when pinned, so the
   * switch changes nothing live. A served page never passes it: it asks the server after the switch.
   */
  plantedFollowSwitch?: boolean;
  children: ReactNode;
}) {
  const [bugMode, setBugMode] = useState(initialBugMode);
  const unsealed = useUnsealedPlanted(sealedPlanted);
  const [switched, setSwitched] = useState<PagePlanted | null>(null);
  const planted = switched ?? unsealed ?? initialPlanted;
  const [generation, setGeneration] = useState(0);
  // The page view's evidence codes (docs/architecture.md#bug-hunt), asked for as the page loads, and again when the
  // mode changes, before the body remounts (its effects run before this component's would).
  useEffect(() => primeDefectEvidence(exercise), [exercise]);
  const value: PracticeSessionControl = {
    exercise,
    bugMode,
    planted,
    generation,
    bugModeChanged: (on, fresh) => {
      primeDefectEvidence(exercise, { fresh: true });
      setBugMode(on);
      setSwitched(fresh ?? flagsAfterSwitch(planted, on, plantedFollowSwitch));
      setGeneration((n) => n + 1);
    },
    dataReset: () => setGeneration((n) => n + 1),
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
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

/** The exercise itself, mounted afresh after a reset or a change of mode. */
export function PracticeBody({ children }: { children: ReactNode }) {
  // The unsealed flags apply in place, without a remount: a remount right after hydration threw away what a learner's
  // test had already done on the page (a slider filled at once went back to 50 in the one-at-a-time spec). No
  // component takes its starting state from a flag; they read it when they act or render.
  const { generation, bugMode } = usePracticeControl();
  return (
    <div key={generation} data-test="practice-body" data-bug-mode={bugMode ? 'on' : 'off'}>
      {children}
    </div>
  );
}
