import { PASSWORD_RULE } from '@shared/auth-rules';
import { Field } from '@app/components/ui/field';

export { Field, Notice, type FieldProps } from '@app/components/ui/field';

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
