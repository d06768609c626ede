// The orders a `npm run bench:live` server takes from the parent over IPC, one place for all three:
// `goal` (announce goal k; answered with `announced` and its timings), `memory` (after a GC) and
// `stop`.

export interface GoalOrder {
  goal: number;
  /** The app's frame for this goal (to the bare servers, which broadcast it). */
  frame?: string;
}

/** What a server answers for a goal: `ms` from the order to the end of its work, `emitMs` writing. */
export interface Announced {
  ms: number;
  emitMs: number;
  /** From the order to the start of the broadcast (persisting, in the app). */
  beforeEmitMs?: number;
}

export function takeOrders(handlers: {
  goal: (order: GoalOrder) => Announced | Promise<Announced>;
  stop: () => void | Promise<void>;
}): void {
  process.on('message', async (message: { type: string } & GoalOrder) => {
    if (message.type === 'goal') {
      process.send!({ type: 'announced', ...(await handlers.goal(message)) });
    } else if (message.type === 'memory') {
      globalThis.gc?.();
      process.send!({ type: 'memory', memory: process.memoryUsage() });
    } else if (message.type === 'stop') {
      await handlers.stop();
    }
  });
}

/** A bare server's goal: the broadcast of the app's frame, timed (it is all the server does). */
export function timedBroadcast(broadcast: (frame: string) => void): (order: GoalOrder) => Announced {
  return ({ frame }) => {
    const started = performance.now();
    broadcast(frame!);
    const ms = performance.now() - started;
    return { ms, emitMs: ms };
  };
}
