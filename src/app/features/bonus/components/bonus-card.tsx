import { CalendarClock, ExternalLink } from 'lucide-react';
import type { BonusOffer } from '@shared/bonus';
import { Card } from '@app/components/ui/card';
import { cn } from '@app/components/ui/cn';
import { validUntil } from '../format';
import { ResponsibleNotice } from './responsible-notice';

/**
 * One offer: operator, title, description, expiry, terms (folded), the sponsored link, and the
 * responsible-gambling notices. `compact` for the home's narrow right column.
 */
export function BonusCard({
  offer,
  helpUrl,
  compact = false,
}: {
  offer: BonusOffer;
  helpUrl: string;
  compact?: boolean;
}) {
  const titleId = `bonus-${offer.id}-title`;
  return (
    <Card aria-labelledby={titleId} className={cn('grid content-start gap-3', compact ? 'p-3' : 'p-4 md:p-5')}>
      <div className="grid gap-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-accent">{offer.operator}</p>
        <h3 id={titleId} className={cn('font-semibold leading-snug', compact ? 'text-sm' : 'text-lg')}>
          {offer.title}
        </h3>
      </div>
      <p className={cn('text-text-muted', compact ? 'line-clamp-3 text-xs' : 'text-sm')}>{offer.description}</p>
      <p className="flex items-center gap-1.5 text-xs text-text-muted">
        <CalendarClock className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        {validUntil(offer.expiresAt)}
      </p>
      {!compact && (
        <details className="group rounded-lg border border-border bg-surface-2/40 px-3 py-2 text-sm">
          <summary className="cursor-pointer select-none font-medium">Termos e condições</summary>
          <p className="mt-2 whitespace-pre-line text-text-muted">{offer.terms}</p>
        </details>
      )}
      <a
        href={offer.ctaUrl}
        target="_blank"
        rel="sponsored noopener"
        className={cn(
          'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-accent px-4 font-semibold text-[#04210f] hover:bg-accent/90',
          compact ? 'text-sm' : 'md:justify-self-start',
        )}
      >
        {offer.ctaLabel}
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">(abre o site de {offer.operator} em outra aba)</span>
      </a>
      <ResponsibleNotice helpUrl={helpUrl} />
    </Card>
  );
}
