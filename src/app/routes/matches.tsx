import { createFileRoute } from '@tanstack/react-router';
import { Page } from '@app/components/ui/page';
import { LiveMatchList } from '@app/features/live';

export const Route = createFileRoute('/matches')({
  component: RoutePage,
});

function RoutePage() {
  return (
    <Page title="Partidas" description="Jogos de ontem, de hoje e da próxima semana.">
      <section aria-labelledby="hoje" className="space-y-3">
        <h2 id="hoje" className="text-sm font-semibold uppercase tracking-wide text-text-muted">
          Hoje
        </h2>
        <LiveMatchList />
      </section>
    </Page>
  );
}
