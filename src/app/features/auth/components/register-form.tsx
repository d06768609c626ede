import { useState, type FormEvent } from 'react';
import { isStrongPassword, PASSWORD_RULE } from '@shared/auth-rules';
import { Button } from '@app/components/ui/button';
import { useRegister } from '../api';
import { VerifyEmailNotice } from './resend-verification';
import { EmailField, Field, UsernameField } from './field';

export function RegisterForm() {
  const register = useRegister();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // A weak password is said under its field (issue 35 point 5), not only in a toast after the request.
  const [passwordChecked, setPasswordChecked] = useState(false);
  const passwordError = passwordChecked && !isStrongPassword(password) ? PASSWORD_RULE : null;
  const pending = register.data && 'emailVerificationRequired' in register.data ? register.data : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPasswordChecked(true);
    if (!isStrongPassword(password)) return;
    register.mutate({ username, email, password });
  };

  if (pending) return <VerifyEmailNotice email={email.trim().toLowerCase()} message={pending.message} />;

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Criar conta">
      <UsernameField name="username" value={username} onChange={(event) => setUsername(event.target.value)} />
      <EmailField name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <Field
        label="Senha"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_RULE}
        error={passwordError}
        value={password}
        onBlur={() => setPasswordChecked(password.length > 0)}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" className="w-full justify-center" disabled={register.isPending}>
        {register.isPending ? 'Criando conta...' : 'Criar conta'}
      </Button>
    </form>
  );
}
