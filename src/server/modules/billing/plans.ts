// The plans as the admin area reads and edits them (every plan, inactive ones included). Billing owns
// the plans table: other modules come through here, never through billing's repo.
import type { Db } from '../../db/client';
import { billingRepo, type PlanRow } from './repo';

export type { PlanRow };
export type PlanPatch = Partial<Omit<PlanRow, 'id' | 'createdAt'>>;

export function billingPlans(db: Db) {
  const repo = billingRepo(db);
  return {
    all: (): Promise<PlanRow[]> => repo.allPlans(),
    byId: (id: string): Promise<PlanRow | undefined> => repo.planById(id),
    /** The plan after the change; undefined when there is no such plan. */
    update: (id: string, patch: PlanPatch): Promise<PlanRow | undefined> => repo.updatePlan(id, patch),
  };
}

export type BillingPlans = ReturnType<typeof billingPlans>;
