import { useState, type FormEvent } from 'react';
import { Button } from '@app/components/ui/button';
import { useLogin, useRequestPasswordReset } from '../api';
import { unverifiedEmailOf } from '../messages';
import { EmailField, Field } from './field';
import { VerifyEmailNotice } from './resend-verification';

export function LoginForm({ redirectTo }: { redirectTo?: string }) {
  const login = useLogin({ redirectTo });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [forgot, setForgot] = useState(false);
  const unverified = login.error ? unverifiedEmailOf(login.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email, password });
  };

  if (forgot)
    return <ForgotPasswordForm initialEmail={email.includes('@') ? email : ''} onBack={() => setForgot(false)} />;

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Entrar">
      {unverified !== null && <VerifyEmailNotice email={unverified || (email.includes('@') ? email : '')} />}
      <Field
        label="Email ou nome de usuário"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Field
        label="Senha"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex justify-end">
        <button type="button" onClick={() => setForgot(true)} className="text-sm text-info hover:underline">
          Esqueceu a senha?
        </button>
      </div>
      <Button type="submit" className="w-full justify-center" disabled={login.isPending}>
        {login.isPending ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}

function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState(initialEmail);
  return (
    <form
      className="grid gap-4"
      aria-label="Recuperar senha"
      onSubmit={(event) => {
        event.preventDefault();
        request.mutate(email);
      }}
    >
      <div>
        <h2 className="text-lg font-semibold">Recuperar senha</h2>
        <p className="mt-1 text-sm text-text-muted">
          Informe o email da sua conta e enviaremos um link para criar uma nova senha.
        </p>
      </div>
      {request.isSuccess && (
        <p role="status" className="rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm">
          {request.data.message}
        </p>
      )}
      <EmailField name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <Button type="submit" className="w-full justify-center" disabled={request.isPending}>
        {request.isPending ? 'Enviando...' : 'Enviar link'}
      </Button>
      <Button variant="ghost" className="w-full justify-center" onClick={onBack}>
        Voltar para o login
      </Button>
    </form>
  );
}
