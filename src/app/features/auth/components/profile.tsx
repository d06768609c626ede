import { useState, type FormEvent, type ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { BadgeCheck, LogOut, MailWarning } from 'lucide-react';
import { USERNAME_RULE } from '@shared/auth-constants';
import type { User } from '@shared/auth';
import { Button } from '@app/components/ui/button';
import { Card } from '@app/components/ui/card';
import { useChangePassword, useLogout, useUpdateProfile } from '../api';
import { initials } from '../initials';
import { Field, NewPasswordFields } from './field';

export type ProfileTab = 'profile' | 'security';

const tabClass =
  'h-10 shrink-0 rounded-md px-4 text-sm font-semibold text-text-muted transition-colors hover:text-text data-[state=active]:bg-surface data-[state=active]:text-text';

/** The account header of /profile: avatar, name, email and its verification state, Sair. */
export function ProfileSummary({ user }: { user: User }) {
  const logout = useLogout();
  return (
    <Card className="mb-4 flex flex-wrap items-center gap-4 p-4">
      <span
        aria-hidden="true"
        className="flex h-14 w-14 items-center justify-center rounded-full bg-accent/15 text-lg font-bold text-accent"
      >
        {initials(user.username)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-lg font-semibold">{user.username}</p>
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-text-muted">
          <span className="truncate">{user.email}</span>
          {user.emailVerified ? (
            <BadgeCheck className="h-4 w-4 shrink-0 text-accent" aria-label="Email confirmado" />
          ) : (
            <MailWarning className="h-4 w-4 shrink-0 text-warning" aria-label="Email não confirmado" />
          )}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
        <LogOut className="h-4 w-4" aria-hidden="true" />
        Sair
      </Button>
    </Card>
  );
}

/** Tabs Perfil and Segurança; `tab` comes from the URL. */
export function ProfileTabs({
  user,
  tab,
  onTabChange,
}: {
  user: User;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
}) {
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as ProfileTab)}>
      <Tabs.List
        aria-label="Seções do perfil"
        className="mb-4 flex gap-1 overflow-x-auto rounded-lg bg-surface-2 p-1 md:w-fit"
      >
        <Tabs.Trigger value="profile" className={tabClass}>
          Perfil
        </Tabs.Trigger>
        <Tabs.Trigger value="security" className={tabClass}>
          Segurança
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="profile">
        <Section title="Dados da conta" description="Seu nome de usuário e o email usado para entrar.">
          <ProfileForm key={`${user.username}|${user.email}`} user={user} />
        </Section>
      </Tabs.Content>
      <Tabs.Content value="security">
        <Section title="Alterar senha" description="Ao trocar a senha, suas outras sessões são encerradas.">
          <ChangePasswordForm />
        </Section>
      </Tabs.Content>
    </Tabs.Root>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="max-w-xl p-4 md:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mb-4 mt-1 text-sm text-text-muted">{description}</p>
      {children}
    </Card>
  );
}

function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email);
  const changed = username.trim() !== user.username || email.trim().toLowerCase() !== user.email.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({
      ...(username.trim() !== user.username ? { username } : {}),
      ...(email.trim().toLowerCase() !== user.email.toLowerCase() ? { email } : {}),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Dados da conta">
      <Field
        label="Nome de usuário"
        autoComplete="username"
        required
        hint={USERNAME_RULE}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        required
        hint={
          user.emailVerified
            ? 'Um novo email precisará ser confirmado.'
            : 'Este email ainda não foi confirmado: veja sua caixa de entrada.'
        }
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" className="w-fit" disabled={!changed || update.isPending}>
        {update.isPending ? 'Salvando...' : 'Salvar alterações'}
      </Button>
    </form>
  );
}

function ChangePasswordForm() {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword !== confirm) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrent('');
          setNew('');
          setConfirm('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Alterar senha">
      <Field
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <NewPasswordFields
        password={newPassword}
        confirm={confirm}
        mismatch={mismatch}
        onPasswordChange={setNew}
        onConfirmChange={setConfirm}
      />
      <Button type="submit" className="w-fit" disabled={change.isPending}>
        {change.isPending ? 'Salvando...' : 'Alterar senha'}
      </Button>
    </form>
  );
}
