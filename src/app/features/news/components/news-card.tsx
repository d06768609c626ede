// One article in a list: category, title, summary, teams, date; the "Resumo automático" mark.
import { Link } from '@tanstack/react-router';
import { Bot } from 'lucide-react';
import { AUTOMATIC_REPORT_LABEL, NEWS_CATEGORY_LABELS } from '@shared/news-rules';
import type { NewsListItem } from '@shared/news';
import { cn } from '@app/components/ui/cn';
import { newsDate } from '../format';

export function AutomaticBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-info/15 px-2 py-0.5 text-[11px] font-semibold text-info',
        className,
      )}
    >
      <Bot className="h-3 w-3" aria-hidden="true" />
      {AUTOMATIC_REPORT_LABEL}
    </span>
  );
}

/** `heading`: the title's level under the page's outline (h2 on /news, under its h1; h3 in a section). */
export function NewsCard({
  item,
  compact,
  heading: Heading = 'h3',
}: {
  item: NewsListItem;
  compact?: boolean;
  heading?: 'h2' | 'h3';
}) {
  return (
    <article className="relative flex gap-3 rounded-[12px] border border-border bg-surface p-3 transition-colors hover:border-text-muted md:p-4">
      {item.coverImage && !compact && (
        <img
          src={item.coverImage}
          alt=""
          loading="lazy"
          className="hidden h-24 w-36 shrink-0 rounded-lg object-cover sm:block"
        />
      )}
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-text-muted">
          <span className="font-semibold uppercase tracking-wide text-accent">
            {NEWS_CATEGORY_LABELS[item.category]}
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={item.publishedAt}>{newsDate(item.publishedAt)}</time>
          {item.automatic && <AutomaticBadge />}
        </div>
        <Heading className={cn('font-semibold leading-snug', compact ? 'text-sm' : 'text-base')}>
          <Link
            to="/news/$id"
            params={{ id: String(item.id) }}
            className="after:absolute after:inset-0 after:rounded-[12px] hover:underline"
          >
            {item.title}
          </Link>
        </Heading>
        {!compact && <p className="line-clamp-2 text-sm text-text-muted">{item.summary}</p>}
        {!compact && item.teams.length > 0 && (
          <ul className="relative z-10 flex flex-wrap gap-1.5" aria-label="Times da notícia">
            {item.teams.slice(0, 6).map((team) => (
              <li key={team.id}>
                <Link
                  to="/news"
                  search={{ team: team.id }}
                  className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5 text-xs text-text-muted hover:text-text"
                  aria-label={`Notícias de ${team.name}`}
                >
                  <img src={team.img} alt="" className="h-3.5 w-3.5" loading="lazy" />
                  {team.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
