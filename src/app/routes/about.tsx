import { createFileRoute } from '@tanstack/react-router';
import { Database, Smartphone, Zap } from 'lucide-react';
import { Page } from '@app/components/ui/page';
import { Card } from '@app/components/ui/card';
import { productName } from '@app/lib/runtime-config';
import { staticHead } from '@app/lib/seo';

export const Route = createFileRoute('/about')({
  head: staticHead('/about'),
  component: AboutPage,
});

const PILLARS = [
  {
    icon: Zap,
    title: 'Rápido no seu celular',
    text: 'Feito para abrir em segundos mesmo em aparelhos simples e conexões ruins.',
  },
  {
    icon: Smartphone,
    title: 'Funciona offline',
    text: 'Instale na tela inicial: o que você já viu continua disponível sem internet.',
  },
  {
    icon: Database,
    title: 'Dados honestos',
    text: 'Resultados reais, com a fonte declarada. Nada inventado, nada escondido.',
  },
];

function AboutPage() {
  return (
    <Page title="Sobre Nós" description="Conheça nossa história e missão">
      <div className="grid gap-6">
        <Card className="p-5 md:p-6">
          <h2 className="text-lg font-semibold">Nossa missão</h2>
          <p className="mt-2 max-w-3xl text-text-muted">
            O {productName} nasceu para o torcedor brasileiro que quer acompanhar o futebol com dados: placares ao vivo,
            tabelas, confrontos diretos e estatísticas, em português, sem enrolação. Transformamos o palpite em clareza
            baseada em dados.
          </p>
        </Card>
        <ul className="grid gap-4 md:grid-cols-3">
          {PILLARS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full p-5">
                <Icon className="h-6 w-6 text-accent" aria-hidden="true" />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-text-muted">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
        <Card className="p-5 md:p-6">
          <h2 className="text-lg font-semibold">De onde vêm os dados</h2>
          <p className="mt-2 max-w-3xl text-text-muted">
            Calendários e resultados vêm do projeto openfootball, em domínio público (CC0). Agradecemos aos seus
            mantenedores.
          </p>
          <p className="mt-2 max-w-3xl text-text-muted">
            Esta é uma versão de demonstração: as partidas são temporadas reais reapresentadas com o calendário
            deslocado em semanas inteiras até hoje, mantendo os nomes reais das temporadas, os dias da semana e os
            horários. Jogos já passados mostram o resultado real; os de hoje são reproduzidos ao vivo.
          </p>
        </Card>
      </div>
    </Page>
  );
}
