import { PASSWORD_RULE, USERNAME_RULE } from '@shared/auth-rules';
import { Field, type FieldProps } from '@app/components/ui/field';

export { Field, Notice, type FieldProps } from '@app/components/ui/field';

/** What a form still says of an account field: its name, value, onChange and, at times, a hint. */
type AccountFieldProps = Omit<FieldProps, 'label' | 'type' | 'autoComplete' | 'required'>;

/** The account's email (register, forgot password, profile): one label, input type and autofill. */
export function EmailField(props: AccountFieldProps) {
  return <Field label="Email" type="email" autoComplete="email" required {...props} />;
}

/** The account's username (register, profile): its label, autofill and the rule under it. */
export function UsernameField(props: AccountFieldProps) {
  return <Field label="Nome de usuário" autoComplete="username" required hint={USERNAME_RULE} {...props} />;
}

/** The new password and its confirmation (change and reset forms); `mismatch` marks the confirmation. */
export function NewPasswordFields({
  password,
  confirm,
  mismatch,
  onPasswordChange,
  onConfirmChange,
}: {
  password: string;
  confirm: string;
  mismatch: boolean;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}) {
  return (
    <>
      <Field
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_RULE}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <Field
        label="Confirme a nova senha"
        type="password"
        autoComplete="new-password"
        required
        error={mismatch ? 'As senhas não conferem.' : null}
        value={confirm}
        onChange={(event) => onConfirmChange(event.target.value)}
      />
    </>
  );
}
