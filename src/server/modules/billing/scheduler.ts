// Runs the billing scheduler pass every BILLING_SCHEDULER_MS (and once at start). All its state is
// in the database, so a restart simply carries on; two passes never overlap in one process, and
// two processes are safe because every change is a conditional update.
import type { FastifyBaseLogger } from 'fastify';
import type { BillingService, SchedulerReport } from './service';

export class BillingScheduler {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<SchedulerReport | null> | null = null;

  constructor(
    private readonly service: BillingService,
    private readonly options: { intervalMs: number; log: FastifyBaseLogger },
  ) {}

  start(): void {
    if (this.timer) return;
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), this.options.intervalMs);
    this.timer.unref();
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
