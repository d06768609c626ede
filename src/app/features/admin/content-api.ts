// /admin/news's calls: articles (list, one, save, publish, preview, cover upload with progress),
// updates, bonus offers and plans. Plan changes are money: a 403 reauth_required opens the
// password dialog and the call is retried once, like the other money actions.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBonus,
  AdminNewsArticle,
  AdminNewsList,
  AdminNewsQuery,
  AdminPlan,
  AdminUpdate,
} from '@shared/admin-content';
import { COVER_IMAGE_MAX_BYTES, COVER_IMAGE_TYPES } from '@shared/admin-content-rules';
import { REAUTH_ERROR_TYPE } from '@shared/admin-rules';
import { ApiError, apiFetch } from '@app/lib/api';
import { toast } from '@app/components/ui/toast-store';
import { adminKeys, queryString } from './api';
import { askPassword } from './reauth-store';

/** The content area's query keys, under adminKeys.content() so an admin action refreshes them too. */
export const contentKeys = {
  all: adminKeys.content,
  news: (query: AdminNewsQuery) => [...adminKeys.content(), 'news', query] as const,
  article: (id: number) => [...adminKeys.content(), 'article', id] as const,
  updates: () => [...adminKeys.content(), 'updates'] as const,
  bonus: () => [...adminKeys.content(), 'bonus'] as const,
  plans: () => [...adminKeys.content(), 'plans'] as const,
};
const adminQuery = { staleTime: 0, gcTime: 60_000, retry: 1 } as const;

export const newsListQueryOptions = (query: AdminNewsQuery) =>
  queryOptions({
    ...adminQuery,
    queryKey: contentKeys.news(query),
    queryFn: () => apiFetch<AdminNewsList>(`/api/admin/news${queryString(query)}`),
    placeholderData: keepPreviousData,
  });

export const newsArticleQueryOptions = (id: number) =>
  queryOptions({
    ...adminQuery,
    queryKey: contentKeys.article(id),
    queryFn: () => apiFetch<AdminNewsArticle>(`/api/admin/news/${id}`),
  });

export const updatesQueryOptions = () =>
  queryOptions({
    ...adminQuery,
    queryKey: contentKeys.updates(),
    queryFn: () => apiFetch<{ items: AdminUpdate[] }>('/api/admin/updates'),
  });

export const bonusQueryOptions = () =>
  queryOptions({
    ...adminQuery,
    queryKey: contentKeys.bonus(),
    queryFn: () => apiFetch<{ items: AdminBonus[] }>('/api/admin/bonus'),
  });

export const plansQueryOptions = () =>
  queryOptions({
    ...adminQuery,
    queryKey: contentKeys.plans(),
    queryFn: () => apiFetch<{ items: AdminPlan[] }>('/api/admin/plans'),
  });

export const previewMarkdown = (body: string) =>
  apiFetch<{ html: string }>('/api/admin/news/preview', { method: 'POST', json: { body } });

const needsPassword = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 403 &&
  (error.body as { errorType?: string } | null)?.errorType === REAUTH_ERROR_TYPE;

/** A JSON write; on 'reauth_required' the password dialog opens and the call is retried once. */
async function send<T>(method: string, path: string, json?: unknown): Promise<T> {
  try {
    return await apiFetch<T>(path, { method, json });
  } catch (error) {
    if (!needsPassword(error)) throw error;
    if (!(await askPassword())) throw new ApiError('Ação cancelada: a senha não foi confirmada.', 403, null);
    return apiFetch<T>(path, { method, json });
  }
}

/** A content change: toast with `success`, every admin list refetched, errors toasted in Portuguese. */
export function useContentAction<T = unknown>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: { method: string; path: string; body?: unknown; success: string }) =>
      send<T>(method, path, body),
    onSuccess: (_result, { success }) => {
      toast({ variant: 'success', title: success });
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Alteração não salva', description: error.message }),
  });
}

/** Checks before sending (the server checks again): type and size, in Portuguese. */
export function coverProblem(file: File): string | null {
  if (!(COVER_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Escolha uma imagem JPEG, PNG ou WebP.';
  if (file.size > COVER_IMAGE_MAX_BYTES) return 'A imagem passa do limite de 5 MB.';
  return null;
}

/** Sends a cover as a raw body (XMLHttpRequest: fetch reports no upload progress); its public URL. */
export function uploadCover(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', '/api/admin/news/images');
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', file.type);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status === 201 && body?.url) resolve(body.url);
      else reject(new ApiError(body?.message ?? `Falha no envio (${request.status}).`, request.status, body));
    };
    request.onerror = () => reject(new ApiError('Não foi possível enviar a imagem. Confira sua conexão.', 0, null));
    request.send(file);
  });
}

function parseJson(text: string): { url?: string; message?: string } | null {
  try {
    return JSON.parse(text) as { url?: string; message?: string };
  } catch {
    return null;
  }
}
