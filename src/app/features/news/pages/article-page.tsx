// /news/{id}: the article (sanitised HTML from the server), its date and author, the "Resumo
// automático" mark, the related match cards (the route passes them: they belong to the football
// feature), team and league links, and the share button.
import type { MouseEvent, ReactNode } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { ChevronLeft } from 'lucide-react';
import { NEWS_CATEGORY_LABELS } from '@shared/news-rules';
import type { NewsArticle } from '@shared/news';
import { useDocumentTitle } from '@app/components/ui/page';
import { ARTICLE_BODY_CLASS } from '@app/components/ui/article-body';
import { Card, CardHeader } from '@app/components/ui/card';
import { newsDateTime } from '../format';
import { AutomaticBadge } from '../components/news-card';
import { ShareButton } from '../components/share-button';

export function NewsArticlePage({ article, relatedMatches }: { article: NewsArticle; relatedMatches?: ReactNode }) {
  useDocumentTitle(article.title);
  const router = useRouter();
  const url = typeof window === 'undefined' ? `/news/${article.id}` : `${window.location.origin}/news/${article.id}`;

  // Links of the body to this site move inside the app instead of reloading the page.
  function onBodyClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(href);
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-5 md:px-6 md:py-6">
      <Link to="/news" className="mb-4 inline-flex items-center gap-1 text-sm text-text-muted hover:text-text">
        <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Notícias
      </Link>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <article className="min-w-0">
          <header className="mb-4 grid gap-3">
            <div className="flex flex-wrap items-center gap-2 text-xs">
              <Link
                to="/news"
                search={{ category: article.category }}
                className="font-semibold uppercase tracking-wide text-accent hover:underline"
              >
                {NEWS_CATEGORY_LABELS[article.category]}
              </Link>
              {article.automatic && <AutomaticBadge />}
            </div>
            <h1 className="text-2xl font-bold leading-tight tracking-tight md:text-[2rem]">{article.title}</h1>
            <p className="text-base text-text-muted">{article.summary}</p>
            <p className="text-xs text-text-muted">
              Por {article.author} · <time dateTime={article.publishedAt}>{newsDateTime(article.publishedAt)}</time>
              {article.updatedAt > article.publishedAt && (
                <>
                  {' '}
                  · atualizada em <time dateTime={article.updatedAt}>{newsDateTime(article.updatedAt)}</time>
                </>
              )}
            </p>
          </header>
          {article.coverImage && (
            <img src={article.coverImage} alt="" className="mb-4 aspect-video w-full rounded-[12px] object-cover" />
          )}
          <div
            className={ARTICLE_BODY_CLASS}
            onClick={onBodyClick}
            // The server rendered the Markdown and sanitised it with an allow-list (modules/news/markdown.ts).
            dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
          />
          {article.tags.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-2" aria-label="Etiquetas">
              {article.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-surface-2 px-3 py-1 text-xs text-text-muted">
                  #{tag}
                </li>
              ))}
            </ul>
          )}
        </article>
        <aside className="grid content-start gap-4" aria-label="Relacionados">
          <ShareButton title={article.title} text={article.summary} url={url} />
          {relatedMatches && (
            <Card>
              <CardHeader title={article.matches.length > 1 ? 'Partidas' : 'Partida'} />
              {relatedMatches}
            </Card>
          )}
          {article.teams.length > 0 && (
            <Card>
              <CardHeader title="Times" />
              <ul className="grid gap-1 p-2">
                {article.teams.map((team) => (
                  <li
                    key={team.id}
                    className="flex items-center justify-between gap-2 rounded-lg px-2 py-1.5 hover:bg-surface-2"
                  >
                    <Link
                      to="/team/$teamSlug/$teamId"
                      params={{ teamSlug: team.slug, teamId: String(team.id) }}
                      className="flex min-w-0 items-center gap-2 text-sm hover:underline"
                    >
                      <img src={team.img} alt="" className="h-6 w-6 shrink-0" />
                      <span className="truncate">{team.name}</span>
                    </Link>
                    <Link
                      to="/news"
                      search={{ team: team.id }}
                      className="shrink-0 text-xs text-info hover:underline"
                      aria-label={`Notícias de ${team.name}`}
                    >
                      Notícias
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          )}
          {article.leagues.length > 0 && (
            <Card>
              <CardHeader title={article.leagues.length > 1 ? 'Ligas' : 'Liga'} />
              <ul className="grid gap-1 p-2">
                {article.leagues.map((league) => (
                  <li key={league.id}>
                    <Link
                      to="/leagues/$slug/$id"
                      params={{ slug: league.slug, id: String(league.id) }}
                      className="block rounded-lg px-2 py-1.5 text-sm hover:bg-surface-2 hover:underline"
                    >
                      {league.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </aside>
      </div>
    </div>
  );
}
