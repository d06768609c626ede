// What a server module gives the start-up (decision 0115): its routes, and what it runs while the server
// is up. app.ts builds the modules in order of dependencies, each from what it is passed, and hands
// this one list; registerModules registers every module's routes and hooks in the list's order.
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';

type Plugin = FastifyPluginAsyncZod | FastifyPluginAsync;

export interface ServerModule {
  name: string;
  /** Its HTTP routes, under /api. */
  routes?: Plugin[];
  /** Its routes outside /api (the SEO files, uploaded images). */
  rootRoutes?: Plugin[];
  /** Once the server is ready (timers, the live feed's election). */
  start?(): unknown;
  /** Once the server listens (work that may take long and must not delay readiness). */
  listening?(): unknown;
  /** Before the server closes: timers stop, work under way finishes. */
  stop?(): unknown;
  /** As the server closes, after every stop (connections and queues that the stops still used). */
  close?(): unknown;
}

export async function registerModules(app: FastifyInstance, modules: ServerModule[]): Promise<void> {
  for (const module of modules) {
    for (const routes of module.rootRoutes ?? []) await app.register(routes);
    if (module.start) app.addHook('onReady', async () => void (await module.start!()));
    if (module.listening) app.addHook('onListen', async () => void (await module.listening!()));
    if (module.stop) app.addHook('preClose', async () => void (await module.stop!()));
    if (module.close) app.addHook('onClose', async () => void (await module.close!()));
  }
  await app.register(
    async (api) => {
      for (const module of modules) for (const routes of module.routes ?? []) await api.register(routes);
    },
    { prefix: '/api' },
  );
}

/** What every module is built with. */
export interface ModuleBase {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  /** The app's clock. */
  now: () => Date;
}

/**
 * A dependency built after the module that uses it (app.ts names its one cycle): set once, and asked
 * only on requests, after the start-up.
 */
export function later<T>(name: string): { set(value: T): void; get(): T } {
  let value: T | undefined;
  return {
    set: (given) => void (value = given),
    get: () => {
      if (value === undefined) throw new Error(`${name} is used before it is built`);
      return value;
    },
  };
}
