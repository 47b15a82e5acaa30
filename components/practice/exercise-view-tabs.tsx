'use client';

import { useEffect, useEffectEvent, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-interactive';
import { useRovingTabs } from '@/components/ui/use-roving-tabs';
import { followAnchor } from './follow-anchor';
import { EXERCISE_VIEWS, rememberExerciseView, type ExerciseView } from '@/lib/practice/exercise-view';
import { usePracticeControl } from './practice-session';

// "Exercise" | "Task sheet" on every exercise page (docs/product.md#task-sheets), in the WAI-ARIA tabs pattern: Tab
// reaches the chosen tab, the arrow keys, Home and End move to the other one and show its panel. Both panels stay in
// the page; the other one is only hidden, so the exercise keeps its state while the learner reads the sheet, and
// every hook is in the DOM either way. The choice is stored per learner (lib/practice/exercise-view.ts) and the
// server draws the page with it, so nothing swaps after load. The cookie is named by the learner's id, which arrives
// with their practice session (./practice-session.tsx); the tabs work from hydration (the sheet needs no session),
// and a choice made before the id arrived is stored when it does.

const LABELS: Record<ExerciseView, string> = { exercise: 'Exercise', sheet: 'Task sheet' };

interface ExerciseViewTabsProps {
  /** The learner's stored choice, read by the server. */
  initialView: ExerciseView;
  exercise: ReactNode;
  sheet: ReactNode;
}

export function ExerciseViewTabs({ initialView, exercise, sheet }: ExerciseViewTabsProps) {
  const { learner } = usePracticeControl();
  const [view, setView] = useState<ExerciseView>(initialView);
  const unstored = useRef<ExerciseView | null>(null);
  const interactive = useHydrated();
  const id = useId();
  const panels = useRef<Partial<Record<ExerciseView, HTMLDivElement | null>>>({});
  const root = useRef<HTMLDivElement>(null);
  /** Ends the following of the last link followed (see follow). */
  const following = useRef<() => void>(() => {});

  function choose(next: ExerciseView) {
    setView(next);
    if (learner) rememberExerciseView(learner, next);
    else unstored.current = next;
  }

  useEffect(() => {
    if (!learner || !unstored.current) return;
    rememberExerciseView(learner, unstored.current);
    unstored.current = null;
  }, [learner]);

  /** Shows the panel that holds the anchor `elementId`, once it is in the page, and scrolls to it (./follow-anchor.ts). */
  function follow(elementId: string) {
    following.current();
    if (!root.current) return;
    following.current = followAnchor(elementId, root.current, (target) => {
      const holder = EXERCISE_VIEWS.find((each) => panels.current[each]?.contains(target));
      if (holder) setView(holder);
      return holder !== undefined;
    });
  }

  // A link to an anchor in the hidden panel (Book List's problem types point at rows of its error table; the sheet
  // links to the exercise's own list of codes) shows that panel for this visit, without changing the stored choice.
  const followHash = useEffectEvent(() => follow(decodeURIComponent(window.location.hash.slice(1))));
  useEffect(() => {
    const onHashChange = () => followHash();
    onHashChange();
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      following.current();
    };
  }, []);

  /** A click on such a link: the panel shows before the browser scrolls to the anchor (a repeated hash fires no hashchange). */
  function onLinkClick(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest('a[href^="#"]');
    if (link) follow(decodeURIComponent(link.getAttribute('href')!.slice(1)));
  }

  const { tabRef, onKeyDown } = useRovingTabs(EXERCISE_VIEWS.length, (index) => choose(EXERCISE_VIEWS[index]));

  const content: Record<ExerciseView, ReactNode> = { exercise, sheet };
  return (
    // Not a control itself: it only hears clicks on links inside the panels (onLinkClick).
    <div ref={root} data-test="exercise-view" data-view={view} onClick={onLinkClick}>
      <div role="tablist" aria-label="Exercise or task sheet" className="flex gap-1 border-b border-slate-200" data-test="exercise-view-tabs">
        {EXERCISE_VIEWS.map((each, index) => (
          <button
            key={each}
            ref={tabRef(index)}
            type="button"
            role="tab"
            id={`${id}-tab-${each}`}
            aria-selected={each === view}
            aria-controls={`${id}-panel-${each}`}
            tabIndex={each === view ? 0 : -1}
            disabled={!interactive}
            onClick={() => choose(each)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="-mb-px rounded-t-lg border-b-2 border-transparent px-4 py-2 font-semibold text-slate-600 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait aria-selected:border-brand-600 aria-selected:text-brand-800"
            data-test={`exercise-view-tab-${each}`}
          >
            {LABELS[each]}
          </button>
        ))}
      </div>
      {EXERCISE_VIEWS.map((each) => (
        <div
          key={each}
          ref={(element) => {
            panels.current[each] = element;
          }}
          role="tabpanel"
          id={`${id}-panel-${each}`}
          aria-labelledby={`${id}-tab-${each}`}
          hidden={each !== view}
          className="pt-4"
          data-test={`exercise-view-panel-${each}`}
        >
          {content[each]}
        </div>
      ))}
    </div>
  );
}
