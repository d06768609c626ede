// Runs the billing scheduler pass every BILLING_SCHEDULER_MS (and once at start). All its state is
// in the database, so a restart simply carries on; two passes never overlap in one process. With
// several processes each timed pass is first claimed (db/job-claims.ts: FOR UPDATE SKIP LOCKED on
// the job's row), so one process runs each period's pass; every change is also a conditional
// update, so even an overlap would be safe.
import type { FastifyBaseLogger } from 'fastify';
import type { BillingService, SchedulerReport } from './service';

export class BillingScheduler {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<SchedulerReport | null> | null = null;

  constructor(
    private readonly service: BillingService,
    private readonly options: {
      intervalMs: number;
      log: FastifyBaseLogger;
      /** Claims this period's pass among all processes (true: run it here). */
      claim?: () => Promise<boolean>;
    },
  ) {}

  start(): void {
    if (this.timer) return;
    void this.runClaimed();
    this.timer = setInterval(() => void this.runClaimed(), this.options.intervalMs);
    this.timer.unref();
  }

  /** The timed pass: runs only if this process claims the period (null when another one did). */
  async runClaimed(): Promise<SchedulerReport | null> {
    const claimed = await (this.options.claim?.() ?? Promise.resolve(true)).catch((error) => {
      this.options.log.error({ err: error }, 'billing: falha ao reservar o agendador');
      return false;
    });
    return claimed ? this.runOnce() : null;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass (skipped while the previous one is still running). */
  runOnce(): Promise<SchedulerReport | null> {
    if (this.running) return this.running;
    this.running = this.service
      .runScheduler()
      .then((report) => {
        const changes = Object.entries(report).filter(([, count]) => count > 0);
        if (changes.length) this.options.log.info({ billing: Object.fromEntries(changes) }, 'billing: agendador');
        return report;
      })
      .catch((error) => {
        this.options.log.error({ err: error }, 'billing: falha no agendador');
        return null;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
