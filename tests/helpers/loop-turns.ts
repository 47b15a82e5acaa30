/**
 * Counts the turns of the event loop with an immediate that re-queues itself, so that a test reads on which turn
 * something happened, never when: the order holds on a loaded machine as on an idle one.
 */
export interface LoopTurns {
  /** Turns counted so far. */
  readonly turns: number;
  /** Stops counting; the last immediate queued finds the counter stopped and does nothing. */
  stop(): void;
}

export function countLoopTurns({ upTo = Infinity, onTurn }: { upTo?: number; onTurn?: (turn: number) => void } = {}): LoopTurns {
  let turns = 0;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    turns += 1;
    onTurn?.(turns);
    if (turns < upTo) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    get turns() {
      return turns;
    },
    stop() {
      stopped = true;
    },
  };
}
