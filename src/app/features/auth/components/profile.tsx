import { useState, type FormEvent, type ReactNode } from 'react';
import { BadgeCheck, LogOut, MailCheck, MailWarning } from 'lucide-react';
import type { User } from '@shared/auth';
import { Button } from '@app/components/ui/button';
import { Card } from '@app/components/ui/card';
import { useChangePassword, useLogout, useResendVerification, useUpdateProfile } from '../api';
import { initials } from '../initials';
import { EmailField, Field, NewPasswordFields, Notice, UsernameField } from './field';

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

/** Back from the new address's link (`?emailChanged=1`): the change is done. */
export function EmailChangedNotice({ user }: { user: User }) {
  if (user.pendingEmail) return null;
  return (
    <div className="mb-4 max-w-xl">
      <Notice tone="success">
        Email alterado! Agora você entra com <strong>{user.email}</strong>.
      </Notice>
    </div>
  );
}

/** Profile tab: username and email. */
export function AccountSection({ user }: { user: User }) {
  return (
    <Section title="Dados da conta" description="Seu nome de usuário e o email usado para entrar.">
      <ProfileForm key={`${user.username}|${user.email}|${user.pendingEmail ?? ''}`} user={user} />
    </Section>
  );
}

/** Security tab: change the password. */
export function PasswordSection() {
  return (
    <Section title="Alterar senha" description="Ao trocar a senha, suas outras sessões são encerradas.">
      <ChangePasswordForm />
    </Section>
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
  const emailChanged = email.trim().toLowerCase() !== user.email.toLowerCase();
  const changed = username.trim() !== user.username || emailChanged;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({
      ...(username.trim() !== user.username ? { username } : {}),
      ...(emailChanged ? { email } : {}),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Dados da conta">
      <UsernameField value={username} onChange={(event) => setUsername(event.target.value)} />
      <EmailField
        hint="Um novo email só passa a valer quando você abrir o link que enviaremos para ele."
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {user.pendingEmail ? (
        <PendingEmailNotice user={user} />
      ) : (
        !user.emailVerified && <UnverifiedEmailNotice email={user.email} />
      )}
      <Button type="submit" className="w-fit" disabled={!changed || update.isPending}>
        {update.isPending ? 'Salvando...' : 'Salvar alterações'}
      </Button>
    </form>
  );
}

/** A change of email waiting for its link: where the link went, what still works, how to undo it. */
function PendingEmailNotice({ user }: { user: User }) {
  const update = useUpdateProfile();
  return (
    <Notice tone="info">
      <div className="flex gap-3">
        <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-info" aria-hidden="true" />
        <div className="grid min-w-0 gap-2">
          <p className="font-semibold">Troca de email pendente</p>
          <p className="text-text-muted">
            Enviamos um link para <strong className="break-words text-text">{user.pendingEmail}</strong>. Seu email muda
            quando você abrir o link; até lá, continue entrando com{' '}
            <strong className="break-words text-text">{user.email}</strong>.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={update.isPending}
              onClick={() => update.mutate({ email: user.pendingEmail! })}
            >
              Reenviar link
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={update.isPending}
              onClick={() => update.mutate({ email: user.email })}
            >
              Cancelar troca
            </Button>
          </div>
        </div>
      </div>
    </Notice>
  );
}

function UnverifiedEmailNotice({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <Notice tone="warning">
      <div className="grid gap-2">
        <p className="text-text-muted">
          Este email ainda não foi confirmado. Confirme-o pelo link que enviamos para ele.
        </p>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="w-fit"
          disabled={resend.isPending}
          onClick={() => resend.mutate(email)}
        >
          {resend.isPending ? 'Enviando...' : 'Enviar link de confirmação'}
        </Button>
      </div>
    </Notice>
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
