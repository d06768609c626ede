// A page that could not load because no answer came (offline, or the server unreachable), and this
// device has no saved copy: says so in Portuguese, offers what it has (the last known scores of
// today that concern the page, the pages saved before), and tries again by itself when the
// connection returns.
import { useEffect } from 'react';
import { useParams, useRouterState } from '@tanstack/react-router';
import { CloudOff, WifiOff } from 'lucide-react';
import type { Match } from '@shared/football';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../components/ui/page';
import { useOnlineStatus } from '../lib/use-online-status';
import { LiveDataAge, useTodayMatches } from '@app/features/live';
import { MatchGroups, SavedPages } from '@app/features/football';

/** While the device says it is online but the server does not answer, try again this often. */
const SERVER_RETRY_MS = 15_000;

/** Today's last known matches that belong to the page being opened (all of them on /matches). */
function relatedMatches(
  matches: Match[] | undefined,
  pathname: string,
  params: { matchId?: string; teamId?: string; id?: string },
): Match[] {
  if (!matches) return [];
  if (params.matchId) return matches.filter((m) => String(m.id) === params.matchId);
  if (params.teamId) return matches.filter((m) => [m.homeTeam.id, m.awayTeam.id].map(String).includes(params.teamId!));
  if (params.id && pathname.startsWith('/leagues/'))
    return matches.filter((m) => String(m.competition?.id) === params.id);
  if (pathname === '/matches' || pathname === '/') return matches;
  return [];
}

export function OfflinePage({ onRetry }: { onRetry: () => void }) {
  const online = useOnlineStatus();
  useDocumentTitle(online ? 'Sem resposta do servidor' : 'Você está offline');
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const params = useParams({ strict: false }) as { matchId?: string; teamId?: string; id?: string };
  const related = relatedMatches(useTodayMatches(), pathname, params);

  useEffect(() => {
    // Back online: load the page again, without a tap.
    window.addEventListener('online', onRetry);
    const timer = setInterval(() => {
      if (navigator.onLine) onRetry();
    }, SERVER_RETRY_MS);
    return () => {
      window.removeEventListener('online', onRetry);
      clearInterval(timer);
    };
  }, [onRetry]);

  const Icon = online ? CloudOff : WifiOff;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-8">
      <section
        role="alert"
        className="flex flex-col items-center gap-3 rounded-[12px] border border-warning/40 bg-warning/5 px-6 py-8 text-center"
      >
        <Icon className="h-9 w-9 text-warning" aria-hidden="true" />
        <h1 className="text-xl font-bold">{online ? 'Sem resposta do servidor' : 'Você está offline'}</h1>
        <p className="max-w-md text-sm text-text-muted">
          {online
            ? 'Não foi possível falar com o servidor. Tentamos de novo a cada 15 segundos.'
            : 'Esta página ainda não foi aberta neste aparelho, então não há uma cópia salva dela. Ela abre sozinha assim que a conexão voltar.'}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          Tentar novamente
        </Button>
      </section>
      {related.length > 0 && (
        <section aria-labelledby="last-known" className="grid gap-2">
          <h2 id="last-known" className="text-sm font-semibold uppercase tracking-wide text-text-muted">
            Últimos placares conhecidos
          </h2>
          <p className="text-xs text-text-muted">
            Partidas de hoje salvas neste aparelho
            <LiveDataAge className="before:content-['_·_']" />
          </p>
          <MatchGroups matches={related} />
        </section>
      )}
      <SavedPages />
    </div>
  );
}
