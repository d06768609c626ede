// /ai, the "Inteligência Artificial" area: the coming matches with the model's predictions (by day
// and league), the published backtest with its table and calibration chart, and what the model
// cannot know.
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { BrainCircuit, CalendarDays, Download, Info, Loader2 } from 'lucide-react';
import { addDays, dayLabel, ymdIn } from '@shared/datetime';
import type { Match } from '@shared/football';
import { kickoffText } from '@shared/match-display';
import { isLive } from '@shared/match-status';
import type { BacktestSummary, MatchPrediction } from '@shared/predictions';
import { matchSlug } from '@shared/slug';
import { Card, CardHeader } from '@app/components/ui/card';
import { cn } from '@app/components/ui/cn';
import { EmptyState } from '@app/components/ui/empty-state';
import { ErrorState } from '@app/components/ui/error-state';
import { Page } from '@app/components/ui/page';
import { SelectField } from '@app/components/ui/select-field';
import { Skeleton } from '@app/components/ui/skeleton';
import { backtestSummaryQueryOptions, dayPredictionsQueryOptions, leaguesQueryOptions } from '../api';
import { errorMessage, metric, versusElo } from '../format';
import { BacktestTable } from '../components/backtest-table';
import { CalibrationChart } from '../components/calibration-chart';
import { LeagueComparison } from '../components/league-comparison';
import { PredictionView } from '../components/prediction-view';

const DAYS_AHEAD = 7;

function Crest({ team }: { team: Match['homeTeam'] }) {
  return (
    <img src={team.img} width={20} height={20} alt="" loading="lazy" decoding="async" className="h-5 w-5 shrink-0" />
  );
}

function PredictionCard({ item }: { item: MatchPrediction }) {
  const { match, prediction } = item;
  const live = isLive(match.status);
  return (
    <Card className="grid content-start gap-4 p-4">
      <Link
        to="/match/$slug/$matchId"
        params={{ slug: matchSlug(match.homeTeam.name, match.awayTeam.name), matchId: String(match.id) }}
        className="grid gap-2 rounded-lg hover:bg-surface-2/60"
      >
        <span className="flex items-center justify-between gap-2 text-xs text-text-muted">
          <span className="truncate">{match.competition?.name}</span>
          <span className={cn('tabular shrink-0 font-semibold', live && 'text-accent')}>
            {live ? 'Ao Vivo' : (kickoffText(match) ?? 'Agendado')}
          </span>
        </span>
        {[match.homeTeam, match.awayTeam].map((team) => (
          <span key={team.id} className="flex items-center gap-2 text-[15px] font-semibold">
            <Crest team={team} />
            <span className="truncate">{team.name}</span>
          </span>
        ))}
      </Link>
      <PredictionView match={match} prediction={prediction} />
    </Card>
  );
}

function PredictionsSkeleton() {
  return (
    <div className="grid gap-3 md:grid-cols-2" aria-busy="true" role="status" aria-label="Carregando previsões">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-56 w-full rounded-[12px]" />
      ))}
    </div>
  );
}

function DayStrip({ day, today }: { day: string; today: string }) {
  const days = Array.from({ length: DAYS_AHEAD }, (_, i) => addDays(today, i));
  return (
    <nav aria-label="Dias" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex gap-2">
        {days.map((d) => {
          const relative = dayLabel(d, today);
          const label = ['Hoje', 'Amanhã'].includes(relative) ? relative : relative.split(',')[0];
          return (
            <li key={d}>
              <Link
                to="/ai"
                search={(prev) => ({ ...prev, date: d === today ? undefined : d })}
                aria-current={d === day ? 'date' : undefined}
                className={cn(
                  'flex h-11 min-w-[4.5rem] flex-col items-center justify-center rounded-lg border px-3 text-xs whitespace-nowrap',
                  d === day
                    ? 'border-accent bg-accent/10 text-accent'
                    : 'border-border bg-surface text-text-muted hover:text-text',
                )}
              >
                <span className="font-semibold">{label}</span>{' '}
                <span className="text-[10px]">
                  {d.slice(8, 10)}/{d.slice(5, 7)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function LeagueFilter({ league }: { league?: number }) {
  const navigate = useNavigate();
  const leagues = useQuery(leaguesQueryOptions());
  const options = (leagues.data?.countries ?? []).flatMap((country) =>
    country.leagues.map((l) => ({ value: l.id, label: l.name })),
  );
  return (
    <div className="w-full sm:w-64">
      <SelectField
        label="Liga"
        value={league ?? ''}
        placeholder="Todas as ligas"
        options={options}
        disabled={!leagues.data}
        onChange={(value) =>
          void navigate({ to: '/ai', search: (prev) => ({ ...prev, league: value ? Number(value) : undefined }) })
        }
      />
    </div>
  );
}

function UpcomingPredictions({ day, league }: { day: string; league?: number }) {
  const query = useQuery(dayPredictionsQueryOptions({ date: day, league }));
  if (query.isPending) return <PredictionsSkeleton />;
  if (query.isError)
    return (
      <ErrorState
        title="Não foi possível carregar as previsões"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  const list = query.data.predictions;
  if (!list.length)
    return (
      <EmptyState
        icon={CalendarDays}
        title="Nenhuma partida para prever neste dia"
        description={
          league
            ? 'Esta liga não joga neste dia. Escolha outro dia ou outra liga.'
            : 'Escolha outro dia na lista acima.'
        }
      />
    );
  return (
    <div className={cn('grid gap-3 md:grid-cols-2', query.isPlaceholderData && 'opacity-60')}>
      {list.map((item) => (
        <PredictionCard key={item.match.id} item={item} />
      ))}
    </div>
  );
}

function Headline({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className={cn('rounded-[12px] border bg-surface p-3', strong ? 'border-accent/60' : 'border-border')}>
      <p className="text-xs text-text-muted">{label}</p>
      <p className={cn('tabular text-2xl font-bold', strong && 'text-accent')}>{metric(value)}</p>
    </div>
  );
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function BacktestFigures({ summary }: { summary: BacktestSummary }) {
  const { pooled, leagues } = summary;
  const beaten = leagues.filter(
    (l) => l.brier < l.baselines.uniform.brier && l.brier < l.baselines.frequency.brier,
  ).length;
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Headline label="Brier do modelo" value={pooled.brier} strong />
        <Headline label="Chute uniforme (1/3)" value={pooled.baselines.uniform.brier} />
        <Headline label="Frequência da liga" value={pooled.baselines.frequency.brier} />
        <Headline label="Elo" value={pooled.elo.brier} />
      </div>
      <p className="text-sm text-text-muted">
        Em {pooled.matches.toLocaleString('pt-BR')} partidas, o modelo teve Brier menor que as duas referências simples
        (chute uniforme e frequência da liga) em {beaten} de {leagues.length} ligas. No total,{' '}
        {lowerFirst(versusElo(pooled).text)} Ligas em que o modelo ficou à frente do Elo:{' '}
        {leagues.filter((l) => versusElo(l).better === true).length} de {leagues.length}.
      </p>
      <Card className="overflow-hidden">
        <CardHeader title="Por liga" />
        <BacktestTable summary={summary} />
      </Card>
      <section aria-labelledby="ai-versus-elo" className="grid gap-3">
        <div>
          <h3 id="ai-versus-elo" className="text-base font-semibold">
            Liga a liga: modelo, Elo e frequência da liga
          </h3>
          <p className="text-sm text-text-muted">
            O Elo é um ranking que sobe com vitórias e desce com derrotas; a frequência da liga só repete quantas vezes
            o mandante venceu, empatou ou perdeu até ali. &quot;Errou X% menos&quot; compara o Brier médio nas mesmas
            partidas.
          </p>
        </div>
        <LeagueComparison leagues={leagues} />
      </section>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,380px)_minmax(0,1fr)]">
        <Card>
          <CardHeader title="Calibração" />
          <div className="p-4">
            <CalibrationChart bins={summary.calibration} />
          </div>
        </Card>
        <Card className="grid content-start gap-3 self-start p-4 text-sm text-text-muted">
          <h3 className="text-base font-semibold text-text">Como ler</h3>
          <p>
            Cada partida já jogada das temporadas 2024/25 das ligas europeias e da Champions League, e do Brasileirão
            2025 até hoje, foi prevista só com os resultados anteriores ao dia do jogo. Partidas que ainda vão ser
            disputadas não entram.
          </p>
          <p>
            <strong className="text-text">Brier</strong> soma os erros ao quadrado das três probabilidades (0 é
            perfeito; chutar 1/3 para tudo dá 0,667). <strong className="text-text">RPS</strong> pune menos quem erra
            por pouco (previu empate e deu vitória). <strong className="text-text">Log loss</strong> pune muito a
            confiança alta em quem perdeu. Nos três, menor é melhor.
          </p>
          <p>
            No gráfico, quando o modelo diz 60%, o resultado deveria acontecer perto de 60% das vezes: pontos perto da
            diagonal indicam probabilidades honestas.
          </p>
          <a href="/api/ai/backtest" className="inline-flex items-center gap-1.5 text-info hover:underline" download>
            <Download className="h-4 w-4" aria-hidden="true" />
            Baixar todas as previsões e resultados (JSON)
          </a>
        </Card>
      </div>
    </div>
  );
}

function Backtest() {
  const query = useQuery(backtestSummaryQueryOptions());
  if (query.isPending)
    return (
      <div className="grid gap-3" aria-busy="true" role="status" aria-label="Carregando o backtest">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-[74px] rounded-[12px]" />
          ))}
        </div>
        <Skeleton className="h-80 w-full rounded-[12px]" />
      </div>
    );
  if (query.isError)
    return (
      <ErrorState
        title="Não foi possível carregar o backtest"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data.leagues.length)
    return query.data.ready ? (
      <EmptyState
        icon={BrainCircuit}
        title="Ainda não há partidas avaliadas"
        description="O backtest aparece quando as primeiras partidas das temporadas avaliadas terminarem."
      />
    ) : (
      <div
        role="status"
        className="flex items-center justify-center gap-3 rounded-[12px] border border-border bg-surface px-6 py-12 text-sm text-text-muted"
      >
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        Calculando o backtest: cada partida é prevista com os dados de antes dela. Isso leva alguns segundos.
      </div>
    );
  return <BacktestFigures summary={query.data} />;
}

function Limits() {
  return (
    <Card className="grid gap-2 border-warning/40 p-4 text-sm text-text-muted">
      <h2 className="flex items-center gap-2 text-base font-semibold text-text">
        <Info className="h-5 w-5 text-warning" aria-hidden="true" />O que o modelo não sabe
      </h2>
      <p>
        O modelo só enxerga placares: quantos gols cada time marcou e sofreu, em casa e fora, na temporada, partindo da
        força que cada time mostrou na temporada anterior (puxada um pouco para a média da liga). Ele não sabe de
        lesões, suspensões, escalações, contratações e vendas entre uma temporada e outra, troca de técnico, cansaço de
        calendário, motivação nem clima, e não acompanha o mercado de apostas.
      </p>
      <p>
        Times recém-promovidos começam abaixo da média da liga: os dados não trazem a divisão de onde vieram. Nas
        primeiras rodadas a previsão se apoia mais na temporada passada, que pode já não valer para um elenco que mudou.
        Use as probabilidades como uma referência, nunca como certeza.
      </p>
    </Card>
  );
}

export function PredictionsPage({ date, league }: { date?: string; league?: number }) {
  const today = ymdIn(new Date());
  const day = date ?? today;
  return (
    <Page
      title="Inteligência Artificial"
      description="Previsões das partidas calculadas a partir dos resultados, com o desempenho do modelo publicado."
    >
      <div className="grid grid-cols-1 gap-8">
        <section aria-labelledby="ai-upcoming" className="grid grid-cols-1 gap-3">
          <h2 id="ai-upcoming" className="text-lg font-semibold">
            Próximas partidas
          </h2>
          <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
            <DayStrip day={day} today={today} />
            <LeagueFilter league={league} />
          </div>
          <UpcomingPredictions day={day} league={league} />
        </section>
        <Limits />
        <section aria-labelledby="ai-backtest" className="grid grid-cols-1 gap-3">
          <div>
            <h2 id="ai-backtest" className="text-lg font-semibold">
              Desempenho do modelo
            </h2>
            <p className="text-sm text-text-muted">
              Modelo de Dixon–Coles: força de ataque e de defesa de cada time, vantagem de jogar em casa e correção dos
              placares baixos. Numa liga, cada temporada aprende com os próprios jogos e parte da força de cada time na
              anterior, puxada para a média da liga; uma copa aprende também com os jogos das ligas dos seus clubes, os
              mais antigos pesando menos. As probabilidades de vitória, empate e derrota misturam o Elo, na proporção
              escolhida em temporadas anteriores às avaliadas.
            </p>
          </div>
          <Backtest />
        </section>
      </div>
    </Page>
  );
}
