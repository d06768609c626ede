// The prediction card of a scheduled match's page (the match page gives it a slot).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BrainCircuit } from 'lucide-react';
import { Card } from '@app/components/ui/card';
import { ErrorState } from '@app/components/ui/error-state';
import { Skeleton } from '@app/components/ui/skeleton';
import { ApiError } from '@app/lib/api';
import { matchPredictionQueryOptions } from '../api';
import { errorMessage } from '../format';
import { PredictionView } from './prediction-view';

export function MatchPredictionPanel({ matchId }: { matchId: number }) {
  const query = useQuery(matchPredictionQueryOptions(matchId));
  return (
    <Card aria-labelledby="match-prediction-title">
      <header className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2
          id="match-prediction-title"
          className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-text-muted"
        >
          <BrainCircuit className="h-4 w-4 text-accent" aria-hidden="true" />
          Previsão da IA
        </h2>
        <Link to="/ai" className="text-xs text-info hover:underline">
          Desempenho do modelo
        </Link>
      </header>
      <div className="p-4">
        {query.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-2 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : query.isError ? (
          query.error instanceof ApiError && query.error.status === 404 ? (
            <p className="text-sm text-text-muted">{errorMessage(query.error)}</p>
          ) : (
            <ErrorState
              title="Não foi possível carregar a previsão"
              message={errorMessage(query.error)}
              onRetry={() => void query.refetch()}
            />
          )
        ) : (
          <div className="grid gap-3">
            <PredictionView match={query.data.match} prediction={query.data.prediction} />
            <p className="text-xs text-text-muted">
              Calculada só com os placares: o modelo não sabe de lesões, suspensões nem escalações.
            </p>
          </div>
        )}
      </div>
    </Card>
  );
}
