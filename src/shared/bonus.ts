// The bonus contract (issue 12, point 5): the offers on /bonus and in the home's right column.
// Expired and inactive offers never leave the server. The server validates with these schemas;
// the app imports their types only.
import { z } from 'zod';
import { int4 } from './integers';

export const bonusOfferSchema = z.object({
  id: int4(),
  operator: z.string(),
  title: z.string(),
  description: z.string(),
  terms: z.string(),
  ctaUrl: z.string(),
  ctaLabel: z.string(),
  /** ISO 8601; the offer disappears at this instant. */
  expiresAt: z.string(),
});
export type BonusOffer = z.infer<typeof bonusOfferSchema>;

export const bonusListSchema = z.object({
  offers: z.array(bonusOfferSchema),
  /** Where a player finds help with gambling (the notice on every offer links here). */
  helpUrl: z.string(),
});
export type BonusList = z.infer<typeof bonusListSchema>;

/** What an admin writes (the admin area sends this; the service validates it). */
export const bonusInputSchema = z.object({
  operator: z.string().trim().min(2).max(60),
  title: z.string().trim().min(3).max(100),
  description: z.string().trim().min(10).max(600),
  terms: z.string().trim().min(10).max(2000),
  ctaUrl: z
    .string()
    .trim()
    .max(500)
    .pipe(z.url({ protocol: /^https$/, message: 'O link da oferta deve ser um endereço https:// válido.' })),
  ctaLabel: z.string().trim().min(2).max(40).optional(),
  expiresAt: z.iso.datetime({ offset: true }),
  active: z.boolean().optional(),
});
export type BonusInput = z.infer<typeof bonusInputSchema>;
export const bonusPatchSchema = bonusInputSchema.partial();
export type BonusPatch = z.infer<typeof bonusPatchSchema>;
