import { createFileRoute, Link } from '@tanstack/react-router';
import { BrainCircuit, CalendarRange, Database, LifeBuoy, Smartphone, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
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

function Section({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: typeof Zap;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} className="p-5 md:p-6">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="h-5 w-5 text-accent" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-2 grid max-w-3xl gap-2 text-text-muted">{children}</div>
    </Card>
  );
}

// Underlined: a link inside a sentence must not rely on colour alone.
const linkClass = 'text-info underline underline-offset-2';

function AboutPage() {
  return (
    <Page title="Sobre Nós" description="Conheça nossa história e missão">
      <div className="grid gap-6">
        <Card aria-labelledby="about-mission" className="p-5 md:p-6">
          <h2 id="about-mission" className="text-lg font-semibold">
            Nossa missão
          </h2>
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
        <Section id="about-data" icon={Database} title="De onde vêm os dados">
          <p>
            Calendários, resultados, gols e artilheiros — e, nas Copas do Mundo de 2018, 2022 e 2026, escalações,
            cartões, substituições, árbitros, públicos e elencos — vêm do projeto{' '}
            <a href="https://github.com/openfootball" target="_blank" rel="noopener" className={linkClass}>
              openfootball
            </a>
            , mantido por voluntários e publicado em domínio público sob a licença{' '}
            <a
              href="https://creativecommons.org/publicdomain/zero/1.0/deed.pt-br"
              target="_blank"
              rel="noopener"
              className={linkClass}
            >
              CC0 1.0
            </a>
            . Usamos os arquivos sem alterar nenhum resultado, e agradecemos aos seus mantenedores.
          </p>
          <p>
            Temos temporadas do Brasileirão (Séries A e B), da Libertadores, das principais ligas europeias, da Liga dos
            Campeões, do Campeonato Argentino e das Copas do Mundo. Nomes em português, cores e escudos são nossos; os
            escudos são desenhos simples gerados pelo aplicativo, não os símbolos oficiais dos clubes.
          </p>
        </Section>
        <Section id="about-calendar" icon={CalendarRange} title="O calendário de demonstração">
          <p>
            Esta é uma versão de demonstração: as partidas são temporadas reais reapresentadas com o calendário
            deslocado em semanas inteiras até hoje, mantendo os nomes reais das temporadas, os dias da semana e os
            horários.
          </p>
          <p>
            Jogos já passados mostram o resultado real; os de hoje são reproduzidos ao vivo, minuto a minuto, a partir
            do resultado real; os próximos ainda não têm placar. Um jogo que ainda vai ser reproduzido nunca tem o
            resultado revelado antes da hora, nem nas previsões.
          </p>
        </Section>
        <Section id="about-ai" icon={BrainCircuit} title="Como fazemos as previsões">
          <p>
            As previsões vêm de um modelo estatístico (Dixon–Coles): ele estima a força de ataque e de defesa de cada
            time e a vantagem de jogar em casa a partir dos resultados anteriores da competição, dando mais peso aos
            jogos recentes. Daí saem as chances de vitória, empate e derrota, os gols esperados e os placares mais
            prováveis.
          </p>
          <p>
            O modelo só conhece resultados: não sabe de lesões, escalações ou mudanças de técnico. Publicamos a previsão
            que ele fez para cada partida já jogada das temporadas avaliadas, ao lado do resultado, para você conferir.{' '}
            <Link to="/ai" className={linkClass}>
              Ver as previsões e o desempenho do modelo
            </Link>
            .
          </p>
        </Section>
        <Section id="about-contact" icon={LifeBuoy} title="Contato">
          <p>
            Dúvidas, sugestões ou um dado que parece errado? Veja as{' '}
            <Link to="/help" className={linkClass}>
              perguntas frequentes
            </Link>{' '}
            ou fale com a nossa equipe pelo{' '}
            <Link to="/contact" className={linkClass}>
              formulário de contato
            </Link>
            . As novidades de cada versão estão em{' '}
            <Link to="/updates" className={linkClass}>
              Atualizações
            </Link>
            .
          </p>
        </Section>
      </div>
    </Page>
  );
}
