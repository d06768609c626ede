import { createFileRoute } from '@tanstack/react-router';
import { Page } from '@app/components/ui/page';
import { LiveMatchList } from '@app/features/live';

export const Route = createFileRoute('/')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Início" description="Partidas ao vivo, próximos jogos e as principais ligas.">
      <section aria-labelledby="jogos-de-hoje" className="space-y-3">
        <h2 id="jogos-de-hoje" className="text-sm font-semibold uppercase tracking-wide text-text-muted">
          Jogos de hoje
        </h2>
        <LiveMatchList limit={12} />
      </section>
    </Page>
  );
}
