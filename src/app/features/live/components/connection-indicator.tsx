// The connection pill of UI.md: accent when connected, warning 'Reconectando…', muted 'Atualizando a
// cada 15 s', danger 'Offline · dados de HH:MM'. Connected it says 'Tempo real', not 'Ao vivo': a fan
// read 'Ao vivo' as "a match is live now" (issue 22 point 10); it is the connection's state.
// Its dot does not pulse: UI.md keeps motion to 200 ms, the live match row's dot aside, and a pill
// on every page pulsing forever keeps an idle phone drawing frames (and its battery) for nothing.
import { useOnlineStatus } from '@app/lib/use-online-status';
import { cn } from '@app/components/ui/cn';
import { useLiveMatches } from '../provider';
import { formatClock } from './data-age';

type Mode = { label: string; short: string; tone: string; dot: string; title: string };

export function connectionMode(state: {
  online: boolean;
  isConnected: boolean;
  isReconnecting: boolean;
  useFallback: boolean;
  lastUpdate: number | null;
}): Mode {
  if (!state.online) {
    const time = state.lastUpdate != null ? formatClock(state.lastUpdate) : null;
    const label = time ? `Offline · dados de ${time}` : 'Offline';
    return {
      label,
      short: time ? `Offline · ${time}` : 'Offline',
      tone: 'text-danger border-danger/40 bg-danger/10',
      dot: 'bg-danger',
      title: 'Sem conexão: mostrando os últimos resultados salvos',
    };
  }
  if (state.isConnected) {
    return {
      label: 'Tempo real',
      short: 'Tempo real',
      tone: 'text-accent border-accent/40 bg-accent/10',
      dot: 'bg-accent',
      title: 'Resultados chegando em tempo real',
    };
  }
  if (state.useFallback) {
    return {
      label: 'Atualizando a cada 15 s',
      short: 'A cada 15 s',
      tone: 'text-text-muted border-border bg-surface',
      dot: 'bg-text-muted',
      title: 'Conexão em tempo real indisponível; atualizando periodicamente',
    };
  }
  if (state.isReconnecting) {
    return {
      label: 'Reconectando…',
      short: 'Reconectando…',
      tone: 'text-warning border-warning/40 bg-warning/10',
      dot: 'bg-warning',
      title: 'Tentando reconectar aos resultados ao vivo',
    };
  }
  return {
    label: 'Conectando…',
    short: 'Conectando…',
    tone: 'text-text-muted border-border bg-surface',
    dot: 'bg-text-muted',
    title: 'Conectando aos resultados ao vivo',
  };
}

/** compact: shorter text, and only the dot on narrow phones (the full text stays in the accessible name). */
export function ConnectionIndicator({ className, compact = false }: { className?: string; compact?: boolean }) {
  const online = useOnlineStatus();
  const isConnected = useLiveMatches((state) => state.isConnected);
  const isReconnecting = useLiveMatches((state) => state.isReconnecting);
  const useFallback = useLiveMatches((state) => state.useFallback);
  const lastUpdate = useLiveMatches((state) => state.lastUpdate);
  const mode = connectionMode({ online, isConnected, isReconnecting, useFallback, lastUpdate });
  return (
    <span
      role="status"
      aria-label={`Conexão dos resultados: ${mode.label}. ${mode.title}`}
      title={mode.title}
      data-testid="connection-indicator"
      data-state={mode.label}
      className={cn(
        'inline-flex h-7 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border text-xs font-medium',
        compact ? 'px-2 min-[420px]:px-2.5' : 'px-2.5',
        mode.tone,
        className,
      )}
    >
      <span aria-hidden="true" className={cn('h-2 w-2 rounded-full', mode.dot)} />
      <span aria-hidden="true" className={compact ? 'hidden min-[420px]:inline' : undefined}>
        {compact ? mode.short : mode.label}
      </span>
    </span>
  );
}
