// Profile > Privacidade (LGPD art. 18): download a copy of every datum held about the account, and
// delete the account after typing the password again.
import { useState, type FormEvent } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { Link } from '@tanstack/react-router';
import { Button, buttonClasses } from '@app/components/ui/button';
import { Card } from '@app/components/ui/card';
import { ApiError } from '@app/lib/api';
import { useDeleteAccount } from '../api';
import { Field, Notice } from './field';

const linkClass = 'text-info underline underline-offset-2';

export function PrivacySection() {
  return (
    <div className="grid max-w-2xl gap-4">
      <Card className="p-4 md:p-6">
        <h2 className="text-lg font-semibold">Baixar meus dados</h2>
        <p className="mb-4 mt-1 text-sm text-text-muted">
          Um arquivo JSON com tudo o que guardamos sobre você: conta, sessões, times e partidas seguidos, preferências e
          avisos, dispositivos com notificação, assinatura, pagamentos e mensagens enviadas à equipe.
        </p>
        {/* A plain link: the browser downloads the file the server names (Content-Disposition). */}
        <a href="/api/user/export" download className={buttonClasses('secondary', 'md', 'w-fit')}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Baixar meus dados (JSON)
        </a>
      </Card>
      <DeleteAccountCard />
    </div>
  );
}

function DeleteAccountCard() {
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const error =
    remove.error instanceof ApiError
      ? remove.error.message
      : remove.error
        ? 'Não foi possível excluir a conta agora. Tente de novo.'
        : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) remove.mutate(password);
  };
  return (
    <Card className="border-danger/40 p-4 md:p-6">
      <h2 className="text-lg font-semibold">Excluir minha conta</h2>
      <div className="mb-4 mt-1 grid gap-2 text-sm text-text-muted">
        <p>
          Apagamos seu nome de usuário, email, sessões, times e partidas seguidos, avisos, dispositivos com notificação
          e mensagens enviadas. Uma assinatura ativa é cancelada na hora, sem nova cobrança.
        </p>
        <p>
          Os registros de pagamento (valor, data, plano e situação) precisam ser guardados por 5 anos pela legislação
          fiscal e de defesa do consumidor: eles ficam <strong className="text-text">anonimizados</strong>, sem seu
          nome, email, CPF ou código PIX. Detalhes na{' '}
          <Link to="/privacy" hash="exclusao" className={linkClass}>
            Política de privacidade
          </Link>
          .
        </p>
      </div>
      {!open ? (
        <Button variant="danger" className="w-fit" onClick={() => setOpen(true)}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Excluir minha conta
        </Button>
      ) : (
        <form onSubmit={submit} className="grid gap-4" aria-label="Confirmar exclusão da conta">
          <Notice tone="danger">Esta ação não pode ser desfeita. Digite sua senha para confirmar.</Notice>
          <Field
            label="Senha"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" disabled={!password || remove.isPending}>
              {remove.isPending ? 'Excluindo...' : 'Excluir conta definitivamente'}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setOpen(false);
                setPassword('');
                remove.reset();
              }}
            >
              Cancelar
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
