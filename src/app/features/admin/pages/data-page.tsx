// /admin/data: the data's health (issue 32). Per competition the last API-Football sync and its
// outcome, today's requests used and left (one budget with the live feed), the feed's teams no
// name could place with a form to place each on one of ours, and "Sincronizar agora" (limited;
// both actions audited by the server).
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Database, RefreshCw } from 'lucide-react';
import type { DataSyncStatusPayload } from '@shared/data-sync';
import { Page } from '@app/components/ui/page';
import { Card } from '@app/components/ui/card';
import { Button } from '@app/components/ui/button';
import { EmptyState } from '@app/components/ui/empty-state';
import { SelectField } from '@app/components/ui/select-field';
import { Skeleton } from '@app/components/ui/skeleton';
import { toast } from '@app/components/ui/toast-store';
import { apiFetch } from '@app/lib/api';
import { adminKeys, dataSyncQueryOptions, teamChoicesQueryOptions } from '../api';
import { Badge } from '../components/badges';
import { Stat } from '../components/stat';
import { formatDateTime } from '../components/format';

function useDataAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) =>
      apiFetch<DataSyncStatusPayload>(path, { method: 'POST', json: body ?? {} }),
    onSuccess: (status, { path }) => {
      queryClient.setQueryData(dataSyncQueryOptions().queryKey, status);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      toast({ variant: 'success', title: path.endsWith('/sync') ? 'Sincronização concluída' : 'Time posicionado' });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Ação não concluída', description: error.message }),
  });
}

function PlaceTeam({ team }: { team: DataSyncStatusPayload['unplaced'][number] }) {
  const [teamId, setTeamId] = useState('');
  const choices = useQuery(teamChoicesQueryOptions());
  const action = useDataAction();
  return (
    <li>
      <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="min-w-0">
          <p className="font-semibold">{team.name}</p>
          <p className="text-xs text-text-muted">
            Como a API-Football escreve (liga {team.leagueId ?? '—'}, time {team.apiTeamId}). Aparece assim no app até
            ser posicionado.
          </p>
          <div className="mt-2">
            <SelectField
              label={`Posicionar ${team.name} em`}
              value={teamId}
              placeholder="Escolha um time"
              options={(choices.data ?? [])
                .filter((choice) => choice.id !== team.teamId)
                .map((choice) => ({ value: choice.id, label: choice.name }))}
              onChange={setTeamId}
              disabled={!choices.data}
            />
          </div>
        </div>
        <Button
          size="sm"
          disabled={!teamId || action.isPending}
          onClick={() =>
            action.mutate({
              path: `/api/admin/data-sync/teams/${team.apiTeamId}/place`,
              body: { teamId: Number(teamId) },
            })
          }
        >
          Posicionar
        </Button>
      </Card>
    </li>
  );
}

export function DataPage() {
  const query = useQuery(dataSyncQueryOptions());
  const action = useDataAction();
  const data = query.data;
  return (
    <Page
      title="Saúde dos dados"
      description="Competições, temporadas, partidas, tabelas e artilharia mantidas em dia pela API-Football."
    >
      {!data ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <div className="grid gap-6">
          {!data.enabled && (
            <Card className="p-4 text-sm">
              A sincronização está desligada nesta instalação (sem API_FOOTBALL_KEY ou com DATA_SYNC=off): os dados vêm
              dos arquivos openfootball.
            </Card>
          )}
          <section aria-label="Requisições de hoje" className="grid gap-3 sm:grid-cols-3">
            <Stat
              label="Requisições hoje"
              value={data.requests.used}
              hint="ao vivo e sincronização, todos os servidores"
            />
            <Stat label="Restantes" value={data.requests.remaining} hint="a cota volta às 00:00 UTC" />
            <Stat label="Limite do plano" value={data.requests.limit} hint="API_FOOTBALL_DAILY_REQUESTS" />
          </section>
          <div>
            <Button
              disabled={!data.enabled || action.isPending}
              onClick={() => action.mutate({ path: '/api/admin/data-sync/sync' })}
            >
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              Sincronizar agora
            </Button>
          </div>
          <section aria-labelledby="competitions-title">
            <h2 id="competitions-title" className="mb-2 text-lg font-semibold">
              Competições
            </h2>
            <ul className="grid gap-3 md:grid-cols-2">
              {data.competitions.map((c) => (
                <li key={c.leagueId}>
                  <Card className="p-4">
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="font-semibold">{c.name ?? `Liga ${c.leagueId}`}</p>
                      {c.lastOutcome === null ? (
                        <Badge tone="muted">Ainda não sincronizada</Badge>
                      ) : c.lastOutcome === 'ok' ? (
                        <Badge tone="accent">OK</Badge>
                      ) : (
                        <Badge tone="danger">Falha</Badge>
                      )}
                    </div>
                    <p className="mt-1 text-xs text-text-muted">
                      Liga {c.leagueId} · temporada {c.season ?? 'não informada'}
                    </p>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                      <dt className="text-text-muted">Última sincronização</dt>
                      <dd>{c.lastSyncAt ? formatDateTime(c.lastSyncAt) : '—'}</dd>
                      <dt className="text-text-muted">Último sucesso</dt>
                      <dd>{c.lastSuccessAt ? formatDateTime(c.lastSuccessAt) : '—'}</dd>
                      <dt className="text-text-muted">Resultado</dt>
                      <dd className="break-words">{c.lastMessage ?? '—'}</dd>
                    </dl>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="unplaced-title">
            <h2 id="unplaced-title" className="mb-2 text-lg font-semibold">
              Times não reconhecidos
            </h2>
            {data.unplaced.length === 0 ? (
              <EmptyState
                icon={Database}
                title="Nenhum time a posicionar"
                description="Todo time da API-Football foi reconhecido por nome, apelido ou posicionado por um administrador."
              />
            ) : (
              <ul className="grid gap-3">
                {data.unplaced.map((team) => (
                  <PlaceTeam key={team.apiTeamId} team={team} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Page>
  );
}
