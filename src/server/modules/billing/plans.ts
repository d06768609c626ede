// The plans as the admin area reads and edits them (every plan, inactive ones included). Billing owns
// the plans table: other modules come through here (Billing's `admin.plans`), never through billing's repo.
import type { BillingRepo, PlanRow } from './repo';

export type { PlanRow };
export type PlanPatch = Partial<Omit<PlanRow, 'id' | 'createdAt'>>;

export function billingPlans(repo: BillingRepo) {
  return {
    all: (): Promise<PlanRow[]> => repo.allPlans(),
    byId: (id: string): Promise<PlanRow | undefined> => repo.planById(id),
    /** The plan after the change; undefined when there is no such plan. */
    update: (id: string, patch: PlanPatch): Promise<PlanRow | undefined> => repo.updatePlan(id, patch),
  };
}

export type BillingPlans = ReturnType<typeof billingPlans>;
