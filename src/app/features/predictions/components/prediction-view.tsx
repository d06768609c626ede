// One match's prediction: the favourite and its band for everyone; for Pro users the 1X2
// probabilities, expected goals, over/under 2.5, both teams score, the likeliest scores and the
// model's explanation. What a free user sees is all the server sent (it never sends the numbers).
import { Link } from '@tanstack/react-router';
import { Lock, Sparkles } from 'lucide-react';
import type { Match } from '@shared/football';
import type { FullPrediction, Prediction } from '@shared/predictions';
import { buttonClasses } from '@app/components/ui/button';
import { cn } from '@app/components/ui/cn';
import { bandText, decimal, percent } from '../format';

function favouriteName(match: Match, prediction: Prediction) {
  return prediction.favourite.outcome === 'draw'
    ? 'Empate'
    : prediction.favourite.outcome === 'home'
      ? match.homeTeam.name
      : match.awayTeam.name;
}

/** The 0–100 % scale with the favourite's band marked on it. */
function BandBar({ band }: { band: Prediction['favourite']['band'] }) {
  return (
    <div className="relative h-2 rounded-full bg-surface-2" aria-hidden="true">
      <div
        className="absolute inset-y-0 rounded-full bg-accent"
        style={{ left: `${band.from * 100}%`, width: `${(band.to - band.from) * 100}%` }}
      />
      {[0.25, 0.5, 0.75].map((tick) => (
        <span key={tick} className="absolute inset-y-0 w-px bg-border" style={{ left: `${tick * 100}%` }} />
      ))}
    </div>
  );
}

function Favourite({ match, prediction }: { match: Match; prediction: Prediction }) {
  const draw = prediction.favourite.outcome === 'draw';
  const full = prediction.full;
  // Pro users see the exact figure (and the bar below); everyone else the 10-point band.
  const exact = full && Math.max(full.pHome, full.pDraw, full.pAway);
  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="text-sm">
          <span className="text-text-muted">{draw ? 'Mais provável: ' : 'Favorito: '}</span>
          <span className="font-semibold">{favouriteName(match, prediction)}</span>
        </span>
        <span className="tabular text-sm font-semibold text-accent">
          {exact ? percent(exact) : bandText(prediction.favourite.band)}
        </span>
      </p>
      {!full && <BandBar band={prediction.favourite.band} />}
      <p className="text-sm text-text-muted">{prediction.favourite.reason}</p>
    </div>
  );
}

function ProTeaser() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-dashed border-border bg-surface-2/50 p-3 sm:flex-row sm:items-center">
      <Lock className="hidden h-5 w-5 shrink-0 text-text-muted sm:block" aria-hidden="true" />
      <p className="text-sm text-text-muted">
        Probabilidades exatas, gols esperados, placares mais prováveis e a explicação do modelo são do plano Pro.
      </p>
      <Link to="/plans" className={buttonClasses('secondary', 'sm', 'shrink-0 justify-center')}>
        <Sparkles className="h-4 w-4" aria-hidden="true" />
        Conhecer o Pro
      </Link>
    </div>
  );
}

function OutcomeBar({ match, full }: { match: Match; full: FullPrediction }) {
  const parts = [
    { label: match.homeTeam.name, short: 'Casa', p: full.pHome, color: 'bg-accent' },
    { label: 'Empate', short: 'Empate', p: full.pDraw, color: 'bg-text-muted' },
    { label: match.awayTeam.name, short: 'Fora', p: full.pAway, color: 'bg-info' },
  ];
  return (
    <div className="grid gap-2">
      <div
        className="flex h-3 overflow-hidden rounded-full"
        role="img"
        aria-label={parts.map((part) => `${part.label} ${percent(part.p)}`).join(', ')}
      >
        {parts.map((part) => (
          <div key={part.short} className={part.color} style={{ width: `${part.p * 100}%` }} />
        ))}
      </div>
      <ul className="grid grid-cols-3 gap-2 text-xs">
        {parts.map((part, index) => (
          <li key={part.short} className={cn('min-w-0', index === 1 && 'text-center', index === 2 && 'text-right')}>
            <span className="tabular block text-lg font-bold text-text">{percent(part.p)}</span>
            <span className="block truncate text-text-muted">{part.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Inter turns "1 x 0" into "1 × 0" between digits only in some weights: scores keep the plain x. */
const PLAIN_X = { fontFeatureSettings: '"calt" 0' };

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-surface-2 px-3 py-2" style={PLAIN_X}>
      <dt className="text-xs text-text-muted">{label}</dt>
      <dd className="tabular text-base font-semibold">{value}</dd>
    </div>
  );
}

function FullView({ match, full }: { match: Match; full: FullPrediction }) {
  return (
    <div className="grid gap-4">
      <OutcomeBar match={match} full={full} />
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure
          label="Gols esperados"
          value={`${decimal(full.expectedGoals.home)} x ${decimal(full.expectedGoals.away)}`}
        />
        <Figure label="Mais de 2,5 gols" value={percent(full.over25)} />
        <Figure label="Menos de 2,5 gols" value={percent(full.under25)} />
        <Figure label="Ambos marcam" value={percent(full.bothTeamsScore)} />
      </dl>
      <div className="grid gap-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-text-muted">Placares mais prováveis</h3>
        <ol className="flex flex-wrap gap-2" style={PLAIN_X}>
          {full.topScores.map((score) => (
            <li
              key={`${score.home}-${score.away}`}
              className="tabular rounded-full border border-border px-3 py-1 text-sm"
            >
              <span className="font-semibold">
                {score.home} x {score.away}
              </span>{' '}
              <span className="text-text-muted">{percent(score.probability)}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className="grid gap-2">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-text-muted">Por que o modelo acha isso</h3>
        <ul className="grid list-disc gap-1 pl-5 text-sm text-text-muted marker:text-border">
          {full.explanation.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function PredictionView({ match, prediction }: { match: Match; prediction: Prediction }) {
  return (
    <div className="grid gap-4">
      <Favourite match={match} prediction={prediction} />
      {prediction.full ? <FullView match={match} full={prediction.full} /> : <ProTeaser />}
    </div>
  );
}
