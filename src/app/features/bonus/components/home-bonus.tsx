// The home's right column (spec §2): the offers, loaded by the bonus lazy rule (spec §9: threshold
// 0.05, margin 200 px, low priority) — nothing is asked of the server before that.
import { Link } from '@tanstack/react-router';
import { ChevronRight, Gift } from 'lucide-react';
import { Card } from '@app/components/ui/card';
import { Skeleton } from '@app/components/ui/skeleton';
import { HOME_LAZY, useLazySection } from '@app/lib/lazy-section';
import { useBonusOffers } from '../api';
import { BonusCard } from './bonus-card';

/** How many offers the narrow column shows; /bonus has them all. */
const HOME_OFFERS = 3;

export function HomeBonus() {
  const [ref, ready] = useLazySection<HTMLDivElement>(HOME_LAZY.bonus);
  const query = useBonusOffers({ enabled: ready });
  const offers = query.data?.offers ?? [];
  return (
    <div ref={ref}>
      <Card aria-labelledby="home-bonus" className="grid content-start">
        <header className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h2 id="home-bonus" className="text-sm font-semibold uppercase tracking-wide text-text-muted">
            Bônus
          </h2>
          <Link to="/bonus" className="flex items-center gap-0.5 text-xs text-info hover:underline">
            Ver todos <ChevronRight className="h-3.5 w-3.5" aria-hidden="true" />
          </Link>
        </header>
        <div className="grid gap-3 p-3">
          {!ready || query.isPending ? (
            <div aria-busy="true" role="status" aria-label="Carregando ofertas" className="grid gap-3">
              <Skeleton className="h-56 w-full" />
            </div>
          ) : query.isError ? (
            <p className="text-sm text-text-muted" role="alert">
              Não foi possível carregar as ofertas.{' '}
              <button type="button" className="text-info hover:underline" onClick={() => void query.refetch()}>
                Tentar novamente
              </button>
            </p>
          ) : offers.length ? (
            <ul className="grid gap-3">
              {offers.slice(0, HOME_OFFERS).map((offer) => (
                <li key={offer.id} className="grid">
                  <BonusCard offer={offer} helpUrl={query.data!.helpUrl} compact />
                </li>
              ))}
            </ul>
          ) : (
            <div className="flex flex-col items-center gap-2 px-2 py-6 text-center">
              <Gift className="h-6 w-6 text-text-muted" aria-hidden="true" />
              <p className="text-sm font-medium">Nenhuma oferta no momento</p>
              <Link to="/bonus" className="text-xs text-info hover:underline">
                Saiba como funcionam os bônus
              </Link>
            </div>
          )}
        </div>
      </Card>
    </div>
  );
}
