// Admin content constants without zod (the app imports them at run time).

/** Cover images: what may be sent, and how large (the server answers 413 above it). */
export const COVER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const COVER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Stored covers are re-encoded to WebP at most this wide. */
export const COVER_IMAGE_MAX_WIDTH = 1600;

export const MAX_PLAN_PRICE_CENTS = 1_000_000;
export const MAX_PLAN_FEATURES = 12;

/** A plan's followed-teams limit: empty (null) = no limit, else a whole number in this range. */
export const PLAN_FOLLOWED_TEAMS_MIN = 1;
export const PLAN_FOLLOWED_TEAMS_MAX = 1000;
export const PLAN_FOLLOWED_TEAMS_MESSAGE =
  'O limite de times seguidos deve ser um número inteiro de 1 a 1000 (deixe vazio para não ter limite).';

/** The admin form's text → the limit to send: null when empty (no limit), undefined when invalid. */
export function parseFollowedTeamsLimit(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,4}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= PLAN_FOLLOWED_TEAMS_MIN && value <= PLAN_FOLLOWED_TEAMS_MAX ? value : undefined;
}

/** The tabs of /admin/news, as they appear in the URL (?tab=). */
export const CONTENT_TABS = ['articles', 'updates', 'bonus', 'plans'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];
export const CONTENT_TAB_LABELS: Record<ContentTab, string> = {
  articles: 'Artigos',
  updates: 'Atualizações',
  bonus: 'Bônus',
  plans: 'Planos',
};

/** How content audit actions read at /admin (merged into AUDIT_ACTION_LABELS by the app). */
export const CONTENT_AUDIT_LABELS: Record<string, string> = {
  'news.create': 'Criou notícia',
  'news.update': 'Editou notícia',
  'news.publish': 'Publicou notícia',
  'news.unpublish': 'Despublicou notícia',
  'news.image_upload': 'Enviou imagem de capa',
  'update.create': 'Criou atualização',
  'update.update': 'Editou atualização',
  'update.delete': 'Excluiu atualização',
  'bonus.create': 'Criou oferta de bônus',
  'bonus.update': 'Editou oferta de bônus',
  'news.delete': 'Excluiu notícia',
  'plan.update': 'Alterou plano',
};
