// /bonus: the offers still valid (the server never sends expired ones), each with its notices.
import { Link } from '@tanstack/react-router';
import { Gift } from 'lucide-react';
import { EmptyState } from '@app/components/ui/empty-state';
import { QueryList } from '@app/components/ui/query-list';
import { Page } from '@app/components/ui/page';
import { Skeleton } from '@app/components/ui/skeleton';
import { useBonusOffers } from '../api';
import { BonusCard } from '../components/bonus-card';
import { ResponsibleNotice } from '../components/responsible-notice';

export function BonusListSkeleton({ count = 3, height = 280 }: { count?: number; height?: number }) {
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-busy="true" role="status" aria-label="Carregando ofertas">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="w-full rounded-[12px]" style={{ height }} />
      ))}
    </div>
  );
}

export function BonusPage() {
  const query = useBonusOffers();
  return (
    <Page title="Bônus" description="Promoções e ofertas exclusivas">
      <div className="grid gap-5">
        <QueryList
          query={query}
          items={(data) => data.offers}
          loading={<BonusListSkeleton />}
          errorTitle="Não foi possível carregar as ofertas"
          empty={
            <EmptyState
              icon={Gift}
              title="Nenhuma oferta no momento"
              description="Quando houver promoções de parceiros, elas aparecem aqui, com as regras e a validade de cada uma."
              action={
                <Link to="/matches" className="text-sm text-info hover:underline">
                  Ver as partidas de hoje
                </Link>
              }
            />
          }
        >
          {(offers, data) => (
            <ul className="grid gap-4 md:grid-cols-2" aria-label="Ofertas">
              {offers.map((offer) => (
                <li key={offer.id} className="grid">
                  <BonusCard offer={offer} helpUrl={data.helpUrl} />
                </li>
              ))}
            </ul>
          )}
        </QueryList>
        <section aria-labelledby="bonus-rules" className="rounded-[12px] border border-border bg-surface p-4 text-sm">
          <h2 id="bonus-rules" className="font-semibold">
            Antes de aceitar uma oferta
          </h2>
          <p className="mt-1 text-text-muted">
            Apostas são proibidas para menores de 18 anos. Leia os termos de cada oferta no site do operador, defina
            limites de tempo e de dinheiro e nunca aposte para recuperar perdas. Os links desta página são patrocinados.
          </p>
          {query.data && <ResponsibleNotice helpUrl={query.data.helpUrl} className="mt-3" />}
        </section>
      </div>
    </Page>
  );
}
