// Profile > Notificações (issue 10 point 10): web push on this device (subscribe / unsubscribe with
// the server's VAPID key), the followed teams with remove, the switches per kind, and a test
// notification sent through every channel.
import { useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as Switch from 'radix-ui/switch';
import { BellRing, Send, Smartphone, Star, X } from 'lucide-react';
import { NOTIFICATION_PREFERENCE_KEYS, type NotificationPreferenceKey } from '@shared/notifications-rules';
import { Card, CardHeader } from '@app/components/ui/card';
import { Button } from '@app/components/ui/button';
import { Skeleton } from '@app/components/ui/skeleton';
import { ErrorState } from '@app/components/ui/error-state';
import { toast } from '@app/components/ui/toast-store';
import {
  deletePushSubscription,
  notificationKeys,
  preferencesQueryOptions,
  pushPublicKeyQueryOptions,
  putPreferences,
  savePushSubscription,
  sendTestCall,
  type NotificationPreferences,
} from '../api';
import { currentPushSubscription, pushSupported, subscribePush } from '../browser';
import { useFollows, useToggleFollow } from '../follows';

const PREFERENCE_LABELS: Record<NotificationPreferenceKey, { label: string; hint: string }> = {
  goals: { label: 'Gols', hint: 'Cada gol das partidas dos times e jogos que você segue.' },
  kickoff: { label: 'Início da partida', hint: 'Quando a bola rola.' },
  halftime: { label: 'Intervalo', hint: 'O placar do primeiro tempo.' },
  fulltime: { label: 'Fim de jogo', hint: 'O placar final.' },
  news: { label: 'Notícias', hint: 'Notícias dos times que você segue.' },
  redCards: { label: 'Expulsões', hint: 'Cartão vermelho para um jogador dos times e jogos que você segue.' },
};

type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

function PushCard() {
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);
  const key = useQuery({ ...pushPublicKeyQueryOptions(), enabled: pushSupported() });

  useEffect(() => {
    if (!pushSupported()) return setState('unsupported');
    let active = true;
    void currentPushSubscription()
      .then((subscription) => {
        if (!active) return;
        if (subscription) setState('on');
        else setState(Notification.permission === 'denied' ? 'denied' : 'off');
      })
      .catch(() => active && setState('off'));
    return () => {
      active = false;
    };
  }, []);

  const turnOn = async () => {
    if (!key.data) return;
    setBusy(true);
    try {
      await savePushSubscription(await subscribePush(key.data.publicKey));
      setState('on');
      toast({ variant: 'success', title: 'Notificações push ativadas neste dispositivo' });
    } catch (error) {
      if (Notification.permission === 'denied') setState('denied');
      toast({ variant: 'destructive', title: 'Falha ao ativar notificações', description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const subscription = await currentPushSubscription();
      if (subscription) {
        await deletePushSubscription(subscription.endpoint).catch(() => undefined);
        await subscription.unsubscribe();
      }
      setState('off');
      toast({ title: 'Notificações push desativadas neste dispositivo' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Falha ao desativar', description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const text: Record<PushState, string> = {
    checking: 'Verificando este dispositivo...',
    unsupported: 'Este navegador não recebe notificações push. No iPhone, adicione o FutDados à tela de início.',
    denied: 'As notificações estão bloqueadas para o FutDados. Libere nas configurações do navegador.',
    off: 'Receba gols e resultados mesmo com o app fechado.',
    on: 'Ativadas: este dispositivo recebe gols e resultados mesmo com o app fechado.',
  };
  return (
    <Card>
      <CardHeader title="Push neste dispositivo" />
      <div className="flex flex-wrap items-center gap-3 p-4">
        <Smartphone className="h-5 w-5 shrink-0 text-text-muted" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm text-text-muted" data-testid="push-state" data-state={state}>
          {text[state]}
        </p>
        {state === 'on' ? (
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => void turnOff()}>
            Desativar neste dispositivo
          </Button>
        ) : state === 'off' ? (
          <Button size="sm" disabled={busy || !key.data} onClick={() => void turnOn()}>
            <BellRing className="h-4 w-4" aria-hidden="true" />
            Ativar neste dispositivo
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function FollowedTeams({ teamLabel }: { teamLabel: (id: number) => ReactNode }) {
  const follows = useFollows();
  const toggle = useToggleFollow('teams');
  return (
    <Card>
      <CardHeader title="Times seguidos" />
      {follows.teams.length ? (
        <ul className="divide-y divide-border" aria-label="Times seguidos">
          {follows.teams.map((id) => (
            <li key={id} className="flex min-h-12 items-center gap-3 px-4 py-2">
              <Star className="h-4 w-4 shrink-0 fill-accent text-accent" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate text-sm">{teamLabel(id)}</span>
              <Button variant="ghost" size="sm" onClick={() => toggle(id)}>
                <X className="h-4 w-4" aria-hidden="true" />
                Remover
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="p-4 text-sm text-text-muted">
          Você ainda não segue nenhum time. Toque em “Seguir” na página de um time ou na classificação.
        </p>
      )}
    </Card>
  );
}

function PreferenceSwitches() {
  const queryClient = useQueryClient();
  const preferences = useQuery(preferencesQueryOptions());
  const save = useMutation({
    mutationFn: putPreferences,
    onMutate: (change: Partial<NotificationPreferences>) => {
      const previous = queryClient.getQueryData<NotificationPreferences>(notificationKeys.preferences);
      if (previous) queryClient.setQueryData(notificationKeys.preferences, { ...previous, ...change });
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
    onError: (error, _change, context) => {
      queryClient.setQueryData(notificationKeys.preferences, context?.previous);
      toast({ variant: 'destructive', title: 'Falha ao salvar preferências', description: error.message });
    },
  });
  return (
    <Card>
      <CardHeader title="Avisar sobre" />
      {preferences.isPending ? (
        <div className="grid gap-3 p-4">
          {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
            <Skeleton key={key} className="h-10" />
          ))}
        </div>
      ) : preferences.isError ? (
        <div className="p-4">
          <ErrorState
            title="Não foi possível carregar suas preferências"
            message={preferences.error.message}
            onRetry={() => void preferences.refetch()}
          />
        </div>
      ) : (
        <ul className="divide-y divide-border">
          {NOTIFICATION_PREFERENCE_KEYS.map((key) => (
            <li key={key} className="flex min-h-14 items-center gap-3 px-4 py-2">
              <label htmlFor={`pref-${key}`} className="min-w-0 flex-1">
                <span className="block text-sm font-medium">{PREFERENCE_LABELS[key].label}</span>
                <span className="block text-xs text-text-muted">{PREFERENCE_LABELS[key].hint}</span>
              </label>
              <Switch.Root
                id={`pref-${key}`}
                checked={preferences.data[key]}
                onCheckedChange={(checked) => save.mutate({ [key]: checked })}
                className="relative h-6 w-11 shrink-0 rounded-full bg-surface-2 ring-1 ring-border transition-colors data-[state=checked]:bg-accent"
              >
                <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-text shadow transition-transform data-[state=checked]:translate-x-[22px]" />
              </Switch.Root>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function TestNotification() {
  const send = useMutation({
    mutationFn: sendTestCall,
    onSuccess: () => toast({ variant: 'success', title: 'Notificação de teste enviada' }),
    onError: (error) => toast({ variant: 'destructive', title: 'Falha ao enviar', description: error.message }),
  });
  return (
    <Card>
      <div className="flex flex-wrap items-center gap-3 p-4">
        <p className="min-w-0 flex-1 text-sm text-text-muted">
          Confira se tudo chega: sino, notificação do navegador e push neste dispositivo.
        </p>
        <Button variant="secondary" size="sm" disabled={send.isPending} onClick={() => send.mutate()}>
          <Send className="h-4 w-4" aria-hidden="true" />
          Enviar notificação de teste
        </Button>
      </div>
    </Card>
  );
}

/** `teamLabel`: how a followed team's id is shown (the route gives its name from the football feature). */
export function NotificationSettings({ teamLabel }: { teamLabel: (id: number) => ReactNode }) {
  return (
    <div className="grid max-w-2xl gap-4">
      <PushCard />
      <FollowedTeams teamLabel={teamLabel} />
      <PreferenceSwitches />
      <TestNotification />
    </div>
  );
}
