/**
 * At most `capacity` pieces of work at once; the rest wait, the lowest priority number first and in arrival order
 * within one. Used for password hashing (lib/auth/hash-gate.ts) and for new devices' logins before their database work
 * (lib/security/login-throttle.ts).
 */
export interface PriorityGate {
  readonly capacity: number;
  /** Runs `work` once a slot is free and no higher-priority (or earlier same-priority) work waits. */
  run<T>(priority: number, work: () => Promise<T>): Promise<T>;
  /** Resolves with a function that gives the slot back, once one is free: for a slot held across several steps. */
  enter(priority: number): Promise<() => void>;
  running(): number;
  /** Work waiting for a slot: all of it, or one priority's. */
  waiting(priority?: number): number;
  /**
   * Holds back work of priority `from` or lower (a number `from` or higher) that may not use the reserved slots, until
   * the returned function is called: what runs goes on, nothing more of it starts; higher priorities go on as before.
   * Holds add up; the last one given back starts what waits.
   */
  holdFrom(from: number): () => void;
  /** Holds in place (holdFrom). */
  holds(): number;
}

/**
 * Slots that only work of priority `forPriorityAtMost` or higher (a lower number) may take: with one kept, such work
 * starts at once however much lower-priority work is waiting, instead of waiting for a running piece to end.
 */
export interface ReservedSlots {
  slots: number;
  forPriorityAtMost: number;
}

export function createPriorityGate(capacity: number, priorities: number, reserved?: ReservedSlots): PriorityGate {
  const queues: Array<Array<(other: boolean) => void>> = Array.from({ length: priorities }, () => []);
  const unreserved = capacity - (reserved?.slots ?? 0);
  const mayUseReserve = (priority: number) => reserved !== undefined && priority <= reserved.forPriorityAtMost;
  let active = 0;
  // Running work that may not use the reserved slots.
  let activeOthers = 0;
  // Holds in place per priority they start from; work of a priority at or past the first one held waits.
  const holdsFrom = Array.from({ length: priorities }, () => 0);
  const held = (priority: number) => holdsFrom.some((count, from) => count > 0 && from <= priority);
  const nextAdmissible = () =>
    queues.findIndex((queue, priority) => queue.length > 0 && (mayUseReserve(priority) || (!held(priority) && activeOthers < unreserved)));
  const startNext = () => {
    while (active < capacity) {
      const priority = nextAdmissible();
      if (priority < 0) return;
      const other = !mayUseReserve(priority);
      active++;
      if (other) activeOthers++;
      queues[priority].shift()!(other);
    }
  };
  const leave = (other: boolean) => {
    active--;
    if (other) activeOthers--;
    startNext();
  };
  const enter = (priority: number) =>
    new Promise<() => void>((admitted) => {
      queues[priority].push((other: boolean) => {
        let left = false;
        admitted(() => {
          if (left) return;
          left = true;
          leave(other);
        });
      });
      startNext();
    });
  return {
    capacity,
    enter,
    async run<T>(priority: number, work: () => Promise<T>): Promise<T> {
      const done = await enter(priority);
      try {
        return await work();
      } finally {
        done();
      }
    },
    running: () => active,
    holds: () => holdsFrom.reduce((sum, count) => sum + count, 0),
    holdFrom(from) {
      holdsFrom[from]++;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        holdsFrom[from]--;
        startNext();
      };
    },
    waiting: (priority) => (priority === undefined ? queues.reduce((sum, queue) => sum + queue.length, 0) : queues[priority].length),
  };
}
