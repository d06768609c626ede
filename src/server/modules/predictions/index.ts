// Wires predictions: the service and its refit timer (every PREDICTIONS_REFRESH_MS; 0: only when
// asked, as in tests), which start() and stop() run while the server is up.
import { createPredictionsService, type PredictionsService, type PredictionsServiceDeps } from './service';

export interface Predictions {
  service: PredictionsService;
  /** Once the server is ready: the first fit and backtest in the background, then the timer. */
  start(): void;
  /** Before the server closes: the timer stops and a refit under way finishes. */
  stop(): Promise<void>;
}

export function createPredictions(options: PredictionsServiceDeps & { refreshMs: number }): Predictions {
  const service = createPredictionsService(options);
  return {
    service,
    start: () => {
      if (options.refreshMs > 0) service.start(options.refreshMs);
    },
    stop: () => service.stop(),
  };
}
