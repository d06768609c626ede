// /bonus: the offers still valid at the app's clock (expired and inactive ones never leave the
// server), with the help link of the responsible-gambling notice. No offer ships with the app: the
// spec names no operator, so offers exist only once an admin writes them (create/update, validated
// here; the admin area calls them).
import { DEFAULT_CTA_LABEL } from '@shared/bonus-rules';
import {
  bonusInputSchema,
  bonusPatchSchema,
  type BonusInput,
  type BonusList,
  type BonusOffer,
  type BonusPatch,
} from '@shared/bonus';
import { parseInput } from '../../plugins/errors';
import { invalid, notFound } from '../../domain-errors';
import type { Db } from '../../db/client';
import { bonusRepo, type BonusRow } from './repo';

export const BONUS_NOT_FOUND = 'Oferta não encontrada.';
const EXPIRY_IN_PAST = 'A validade da oferta deve ser uma data futura.';

function toOffer(row: BonusRow): BonusOffer {
  return {
    id: row.id,
    operator: row.operator,
    title: row.title,
    description: row.description,
    terms: row.terms,
    ctaUrl: row.ctaUrl,
    ctaLabel: row.ctaLabel,
    expiresAt: row.expiresAt.toISOString(),
  };
}

export function createBonusService(deps: { db: Db; helpUrl: string; now: () => Date }) {
  const repo = bonusRepo(deps.db);
  return {
    async list(): Promise<BonusList> {
      return { offers: (await repo.current(deps.now())).map(toOffer), helpUrl: deps.helpUrl };
    },

    /** Every offer with its state, for the admin area. */
    async listAll(): Promise<(BonusOffer & { active: boolean })[]> {
      return (await repo.all()).map((row) => ({ ...toOffer(row), active: row.active }));
    },

    /** One offer with its state (the admin area's "before"); undefined when it does not exist. */
    async byId(id: number): Promise<(BonusOffer & { active: boolean }) | undefined> {
      const row = await repo.byId(id);
      return row && { ...toOffer(row), active: row.active };
    },

    async create(input: unknown): Promise<BonusOffer & { active: boolean }> {
      const data: BonusInput = parseInput(bonusInputSchema, input);
      const expiresAt = new Date(data.expiresAt);
      if (expiresAt <= deps.now()) throw invalid(EXPIRY_IN_PAST);
      const row = await repo.insert({
        operator: data.operator,
        title: data.title,
        description: data.description,
        terms: data.terms,
        ctaUrl: data.ctaUrl,
        ctaLabel: data.ctaLabel ?? DEFAULT_CTA_LABEL,
        expiresAt,
        active: data.active ?? true,
      });
      return { ...toOffer(row), active: row.active };
    },

    /** A patch; moving the expiry into the past is refused (deactivate instead: `active: false`). */
    async update(id: number, patch: unknown): Promise<BonusOffer & { active: boolean }> {
      const data: BonusPatch = parseInput(bonusPatchSchema, patch);
      if (data.expiresAt && new Date(data.expiresAt) <= deps.now()) throw invalid(EXPIRY_IN_PAST);
      const { expiresAt, ...rest } = data;
      const row = await repo.update(
        id,
        { ...rest, ...(expiresAt !== undefined && { expiresAt: new Date(expiresAt) }) },
        deps.now(),
      );
      if (!row) throw notFound(BONUS_NOT_FOUND);
      return { ...toOffer(row), active: row.active };
    },
  };
}
export type BonusService = ReturnType<typeof createBonusService>;
