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
}

export function createPriorityGate(capacity: number, priorities: number): PriorityGate {
  const queues: Array<Array<() => void>> = Array.from({ length: priorities }, () => []);
  let active = 0;
  const startNext = () => {
    while (active < capacity) {
      const next = queues.find((queue) => queue.length > 0)?.shift();
      if (!next) return;
      active++;
      next();
    }
  };
  const leave = () => {
    active--;
    startNext();
  };
  const enter = (priority: number) =>
    new Promise<() => void>((admitted) => {
      queues[priority].push(() => {
        let left = false;
        admitted(() => {
          if (left) return;
          left = true;
          leave();
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
    waiting: (priority) => (priority === undefined ? queues.reduce((sum, queue) => sum + queue.length, 0) : queues[priority].length),
  };
}
