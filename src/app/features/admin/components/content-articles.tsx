// /admin/news, tab "Artigos": every article (drafts included) by status and title, and the editor:
// Markdown beside its preview (stacked on phones), rendered by the server with the article page's
// sanitiser, so the preview is what readers will see; cover upload with progress; deletion after a
// confirmation dialog.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ImagePlus, Newspaper, Plus } from 'lucide-react';
import type { AdminNewsArticle, AdminNewsItem } from '@shared/admin-content';
import { NEWS_CATEGORIES, NEWS_CATEGORY_LABELS, type NewsCategory } from '@shared/news-rules';
import { ARTICLE_BODY_CLASS } from '@app/components/ui/article-body';
import { Button } from '@app/components/ui/button';
import { QueryList } from '@app/components/ui/query-list';
import { Field, Notice } from '@app/components/ui/field';
import { SelectField } from '@app/components/ui/select-field';
import { EmptyState } from '@app/components/ui/empty-state';
import { ErrorState } from '@app/components/ui/error-state';
import { Skeleton } from '@app/components/ui/skeleton';
import {
  coverProblem,
  newsArticleQueryOptions,
  newsListQueryOptions,
  previewMarkdown,
  uploadCover,
  useContentAction,
} from '../content-api';
import { Badge } from './badges';
import { ConfirmAction } from './confirm-action';
import { AdminPager } from './pager';
import { TableFrame, td, th } from './table';
import { formatDateTime } from './format';

const PAGE_SIZE = 25;

export interface ArticlesSearch {
  status?: 'draft' | 'published';
  q?: string;
  page?: number;
}

export function ArticleStatusBadge({ status }: { status: string }) {
  return status === 'published' ? <Badge tone="accent">Publicada</Badge> : <Badge tone="muted">Rascunho</Badge>;
}

export function ArticlesTab({
  search,
  onSearch,
}: {
  search: ArticlesSearch;
  onSearch: (next: ArticlesSearch) => void;
}) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  if (editing !== null) return <ArticleEditor id={editing} onClose={() => setEditing(null)} />;
  return <ArticleList search={search} onSearch={onSearch} onEdit={setEditing} />;
}

function ArticleList({
  search,
  onSearch,
  onEdit,
}: {
  search: ArticlesSearch;
  onSearch: (next: ArticlesSearch) => void;
  onEdit: (id: number | 'new') => void;
}) {
  const list = useQuery(newsListQueryOptions({ ...search, page: search.page ?? 1, pageSize: PAGE_SIZE }));
  const action = useContentAction();
  const [q, setQ] = useState(search.q ?? '');
  const set = (patch: Partial<ArticlesSearch>) => onSearch({ ...search, ...patch, page: undefined });
  const toggle = (item: AdminNewsItem) => {
    const publish = item.status !== 'published';
    action.mutate({
      method: 'POST',
      path: `/api/admin/news/${item.id}/status`,
      body: { status: publish ? 'published' : 'draft' },
      success: publish ? 'Notícia publicada.' : 'Notícia despublicada: voltou a rascunho.',
    });
  };
  return (
    <section aria-label="Artigos">
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <form
          role="search"
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            set({ q: q.trim() || undefined });
          }}
        >
          <Field label="Buscar pelo título" value={q} onChange={(event) => setQ(event.target.value)} />
          <Button type="submit" variant="secondary">
            Buscar
          </Button>
        </form>
        <SelectField
          label="Situação"
          value={search.status ?? ''}
          placeholder="Todas"
          options={[
            { value: 'draft', label: 'Rascunhos' },
            { value: 'published', label: 'Publicadas' },
          ]}
          onChange={(value) => set({ status: (value || undefined) as ArticlesSearch['status'] })}
        />
        <Button className="ml-auto" onClick={() => onEdit('new')}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Nova notícia
        </Button>
      </div>
      <QueryList
        query={list}
        items={(data) => data.items}
        loading={
          <div className="grid gap-2" role="status" aria-label="Carregando notícias">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </div>
        }
        empty={
          <EmptyState
            icon={Newspaper}
            title="Nenhuma notícia encontrada"
            description={
              search.q || search.status ? 'Nenhuma notícia com estes filtros.' : 'Escreva a primeira notícia.'
            }
          />
        }
      >
        {(items, data) => (
          <>
            <TableFrame label="Notícias">
              <thead className="border-b border-border">
                <tr>
                  <th className={th}>Título</th>
                  <th className={th}>Situação</th>
                  <th className={th}>Atualizada</th>
                  <th className={th}>Ações</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {items.map((item) => (
                  <tr key={item.id}>
                    <td className={td}>
                      <p className="font-semibold">{item.title}</p>
                      <p className="text-xs text-text-muted">
                        {NEWS_CATEGORY_LABELS[item.category]} · {item.author}
                        {item.automatic ? ' · automática' : ''}
                      </p>
                    </td>
                    <td className={td}>
                      <ArticleStatusBadge status={item.status} />
                    </td>
                    <td className={td}>{formatDateTime(item.updatedAt)}</td>
                    <td className={td}>
                      <span className="flex flex-wrap gap-1">
                        <Button size="sm" variant="secondary" onClick={() => onEdit(item.id)}>
                          Editar
                        </Button>
                        <Button size="sm" variant="secondary" disabled={action.isPending} onClick={() => toggle(item)}>
                          {item.status === 'published' ? 'Despublicar' : 'Publicar'}
                        </Button>
                        <ConfirmAction
                          label="Excluir"
                          variant="danger"
                          quietTrigger
                          title="Excluir esta notícia?"
                          description={`“${item.title}” sai do site na hora e não pode ser recuperada aqui; a imagem de capa enviada também é apagada. A exclusão fica registrada na auditoria.`}
                          confirmLabel="Excluir notícia"
                          disabled={action.isPending}
                          onConfirm={() =>
                            action.mutateAsync({
                              method: 'DELETE',
                              path: `/api/admin/news/${item.id}`,
                              success: 'Notícia excluída.',
                            })
                          }
                        />
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
            <AdminPager search={search} onSearch={onSearch} pageSize={PAGE_SIZE} total={data.total} />
          </>
        )}
      </QueryList>
    </section>
  );
}

function ArticleEditor({ id, onClose }: { id: number | 'new'; onClose: () => void }) {
  const existing = useQuery({ ...newsArticleQueryOptions(typeof id === 'number' ? id : 0), enabled: id !== 'new' });
  if (id !== 'new') {
    if (existing.isError)
      return <ErrorState message={existing.error.message} onRetry={() => void existing.refetch()} />;
    if (existing.isPending) return <Skeleton className="h-[32rem] w-full" />;
  }
  return <ArticleForm key={String(id)} article={id === 'new' ? null : existing.data!} onClose={onClose} />;
}

interface Draft {
  title: string;
  summary: string;
  category: NewsCategory;
  author: string;
  coverImage: string;
  body: string;
}

function ArticleForm({ article, onClose }: { article: AdminNewsArticle | null; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>({
    title: article?.title ?? '',
    summary: article?.summary ?? '',
    category: article?.category ?? 'noticias',
    author: article?.author ?? '',
    coverImage: article?.coverImage ?? '',
    body: article?.body ?? '',
  });
  const [savedId, setSavedId] = useState<number | null>(article?.id ?? null);
  const [status, setStatus] = useState(article?.status ?? 'draft');
  const [error, setError] = useState<string | null>(null);
  const save = useContentAction<AdminNewsArticle>();
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  async function submit(next: 'draft' | 'published') {
    setError(null);
    const body = {
      ...draft,
      coverImage: draft.coverImage || null,
      status: next,
      // The server keeps the first slug; a new article gets one from its title.
      ...(article
        ? {
            slug: article.slug,
            tags: article.tags,
            teamIds: article.teamIds,
            matchIds: article.matchIds,
            leagueIds: article.leagueIds,
          }
        : {}),
    };
    try {
      const saved = await save.mutateAsync({
        method: savedId ? 'PUT' : 'POST',
        path: savedId ? `/api/admin/news/${savedId}` : '/api/admin/news',
        body,
        success: next === 'published' ? 'Notícia publicada.' : 'Rascunho salvo.',
      });
      setSavedId(saved.id);
      setStatus(saved.status);
    } catch (caught) {
      setError((caught as Error).message);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(status === 'published' ? 'published' : 'draft');
  };

  return (
    <form onSubmit={onSubmit} aria-label={article ? 'Editar notícia' : 'Nova notícia'} className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onClose}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Voltar à lista
        </Button>
        <h2 className="text-lg font-semibold">{article ? 'Editar notícia' : 'Nova notícia'}</h2>
        <ArticleStatusBadge status={status} />
      </div>
      {error && <Notice tone="danger">{error}</Notice>}
      <div className="grid gap-3 md:grid-cols-2">
        <Field
          label="Título"
          required
          minLength={5}
          maxLength={160}
          value={draft.title}
          onChange={(e) => set({ title: e.target.value })}
        />
        <Field
          label="Autor"
          required
          minLength={2}
          maxLength={80}
          value={draft.author}
          onChange={(e) => set({ author: e.target.value })}
        />
        <Field
          label="Resumo"
          required
          minLength={10}
          maxLength={300}
          className="md:col-span-2"
          value={draft.summary}
          onChange={(e) => set({ summary: e.target.value })}
        />
        <SelectField
          label="Categoria"
          value={draft.category}
          options={NEWS_CATEGORIES.map((value) => ({ value, label: NEWS_CATEGORY_LABELS[value] }))}
          onChange={(value) => set({ category: value as NewsCategory })}
        />
        <CoverField value={draft.coverImage} onChange={(coverImage) => set({ coverImage })} />
      </div>
      <MarkdownEditor value={draft.body} onChange={(body) => set({ body })} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" disabled={save.isPending} onClick={() => void submit('draft')}>
          {status === 'published' ? 'Salvar como rascunho' : 'Salvar rascunho'}
        </Button>
        <Button type="button" disabled={save.isPending} onClick={() => void submit('published')}>
          {status === 'published' ? 'Salvar e manter publicada' : 'Publicar'}
        </Button>
      </div>
    </form>
  );
}

function MarkdownEditor({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [html, setHtml] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    // The server renders it (the article page's sanitiser), a moment after typing stops.
    let current = true;
    const timer = setTimeout(() => {
      previewMarkdown(value).then(
        (result) => current && (setHtml(result.html), setProblem(null)),
        (error: Error) => current && setProblem(error.message),
      );
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value]);
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          Texto (Markdown)
        </label>
        <textarea
          id={id}
          required
          maxLength={50_000}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-[24rem] w-full rounded-lg border border-border bg-surface-2 p-3 font-mono text-sm text-text focus:border-accent focus:outline-none"
        />
        <p className="text-xs text-text-muted">## Título, **negrito**, *itálico*, [link](https://…), listas com -.</p>
      </div>
      <section aria-label="Prévia" className="grid content-start gap-1.5">
        <p className="text-sm font-medium">Prévia</p>
        <div className="min-h-[24rem] rounded-lg border border-border bg-surface p-4" aria-live="polite">
          {problem ? (
            <p className="text-sm text-danger">{problem}</p>
          ) : html === null ? (
            <Skeleton className="h-24 w-full" />
          ) : html.trim() === '' ? (
            <p className="text-sm text-text-muted">A prévia aparece aqui enquanto você escreve.</p>
          ) : (
            // Rendered and sanitised by the server, exactly as on the article page.
            <div className={ARTICLE_BODY_CLASS} dangerouslySetInnerHTML={{ __html: html }} />
          )}
        </div>
      </section>
    </div>
  );
}

function CoverField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = coverProblem(file);
    setError(problem);
    if (problem) return;
    setProgress(0);
    try {
      onChange(await uploadCover(file, setProgress));
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setProgress(null);
    }
  }
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium">Imagem de capa</span>
      <div className="flex items-center gap-3">
        {value ? (
          <img src={value} alt="Prévia da capa" className="h-16 w-28 rounded-md border border-border object-cover" />
        ) : (
          <div className="flex h-16 w-28 items-center justify-center rounded-md border border-dashed border-border text-text-muted">
            <ImagePlus className="h-5 w-5" aria-hidden="true" />
          </div>
        )}
        <div className="grid gap-1">
          <label
            htmlFor={id}
            className="inline-flex h-9 cursor-pointer items-center rounded-md border border-border bg-surface-2 px-3 text-sm focus-within:ring-1 focus-within:ring-accent"
          >
            {value ? 'Trocar imagem' : 'Enviar imagem'}
            <input
              id={id}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </label>
          {value && (
            <button
              type="button"
              className="text-left text-xs text-text-muted hover:text-text"
              onClick={() => onChange('')}
            >
              Remover capa
            </button>
          )}
        </div>
      </div>
      {progress !== null && (
        <progress value={progress} max={1} aria-label="Enviando imagem" className="h-2 w-full accent-accent" />
      )}
      <p className="text-xs text-text-muted">JPEG, PNG ou WebP até 5 MB (guardada em WebP, até 1600 px).</p>
      {error && (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
