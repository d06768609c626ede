// The predictions module for the start-up: the service, its refit timer (run while the server is up)
// and its routes. What a user may see is asked of billing's entitlementsOf (tests may pose as Pro).
import type { ModuleBase, ServerModule } from '../../module-registry';
import { createPredictions, type Predictions } from '.';
import { predictionsRoutes } from './routes';
import type { PredictionsServiceDeps } from './service';

export function predictionsModule(
  deps: ModuleBase & Pick<PredictionsServiceDeps, 'football' | 'entitlements'>,
): ServerModule & Predictions {
  const predictions = createPredictions({
    db: deps.db,
    football: deps.football,
    log: deps.log,
    now: deps.now,
    entitlements: deps.entitlements,
    refreshMs: deps.config.PREDICTIONS_REFRESH_MS,
  });
  return { ...predictions, name: 'predictions', routes: [predictionsRoutes({ predictions: predictions.service })] };
}
