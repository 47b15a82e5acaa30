'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { HostedExercise } from '@/lib/practice/registry';
import { primeDefectEvidence } from './bug-hunt/defect-evidence';

// What an exercise's client code needs from the lab (docs/product.md#practice-lab): whether the learner's
// planted bugs are live, and a generation that changes when the learner resets or switches mode. The
// exercise body is keyed by it, so it mounts afresh and reads its state from the server again.

export interface PracticeSession {
  exercise: HostedExercise;
  bugMode: boolean;
  generation: number;
}

interface PracticeSessionControl extends PracticeSession {
  /** After the server stored the switch: the body remounts in the new mode. */
  bugModeChanged: (on: boolean) => void;
  /** After the server reset the learner's data: the body remounts in its start state. */
  dataReset: () => void;
}

const SessionContext = createContext<PracticeSessionControl | null>(null);

export function PracticeSessionProvider({
  exercise,
  initialBugMode,
  children,
}: {
  exercise: HostedExercise;
  initialBugMode: boolean;
  children: ReactNode;
}) {
  const [bugMode, setBugMode] = useState(initialBugMode);
  const [generation, setGeneration] = useState(0);
  // The page view's evidence codes (docs/architecture.md#bug-hunt), asked for as the page loads, and again when the
  // mode changes, before the body remounts (its effects run before this component's would).
  useEffect(() => primeDefectEvidence(exercise), [exercise]);
  const value: PracticeSessionControl = {
    exercise,
    bugMode,
    generation,
    bugModeChanged: (on) => {
      primeDefectEvidence(exercise, { fresh: true });
      setBugMode(on);
      setGeneration((n) => n + 1);
    },
    dataReset: () => setGeneration((n) => n + 1),
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function usePracticeControl(): PracticeSessionControl {
  const value = useContext(SessionContext);
  if (!value) throw new Error('usePracticeSession needs a PracticeSessionProvider (components/practice/exercise-page.tsx).');
  return value;
}

/** For exercise components: the bug mode and the exercise they run in. */
export function usePracticeSession(): PracticeSession {
  const { exercise, bugMode, generation } = usePracticeControl();
  return { exercise, bugMode, generation };
}

/** The exercise itself, mounted afresh after a reset or a change of mode. */
export function PracticeBody({ children }: { children: ReactNode }) {
  const { generation, bugMode } = usePracticeControl();
  return (
    <div key={generation} data-test="practice-body" data-bug-mode={bugMode ? 'on' : 'off'}>
      {children}
    </div>
  );
}
