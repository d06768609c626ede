// /contact: contact, support and feedback are one form (issue 22 point 5); the subject picks the
// category (/support and /feedback arrive with theirs chosen). Messages reach the admin inbox.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, Clock, Mail, ShieldAlert, type LucideIcon } from 'lucide-react';
import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_HONEYPOT,
  CONTACT_LIMITS,
  type ContactCategory,
} from '@shared/contact-rules';
import { Page } from '@app/components/ui/page';
import { Card } from '@app/components/ui/card';
import { Button } from '@app/components/ui/button';
import { Field, Notice } from '@app/components/ui/field';
import { ApiError } from '@app/lib/api';
import { useSendContact, type ContactInput } from '../api';

const L = CONTACT_LIMITS;
const linkClass = 'text-info underline underline-offset-2';

/** The same rules the server applies (it checks again), so most mistakes are caught before sending. */
function problemsOf(input: ContactInput): Partial<Record<'name' | 'email' | 'message', string>> {
  const problems: Partial<Record<'name' | 'email' | 'message', string>> = {};
  if (input.name.trim().length < 2) problems.name = 'Informe seu nome (pelo menos 2 letras).';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim())) problems.email = 'Informe um email válido.';
  const length = input.message.trim().length;
  if (length < L.messageMin) problems.message = `Escreva sua mensagem (pelo menos ${L.messageMin} caracteres).`;
  if (length > L.messageMax) problems.message = `A mensagem pode ter no máximo ${L.messageMax} caracteres.`;
  return problems;
}

export function ContactPage({
  category,
  account,
}: {
  category: ContactCategory;
  /** The signed-in user's name and address, to start the form with. */
  account?: { name: string; email: string } | null;
}) {
  const send = useSendContact();
  const [input, setInput] = useState<ContactInput>({
    category,
    name: account?.name ?? '',
    email: account?.email ?? '',
    message: '',
    website: '',
  });
  const [shown, setShown] = useState(false);
  const problems = shown ? problemsOf(input) : {};
  const set = (field: keyof ContactInput) => (value: string) => setInput((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(problemsOf(input)).length) return;
    send.mutate(input);
  };
  const serverError =
    send.error instanceof ApiError
      ? send.error.message
      : send.error
        ? 'Não foi possível enviar agora. Sua mensagem continua aqui: tente de novo.'
        : null;

  return (
    <Page title="Contato" description="Fale com a equipe: dúvidas, suporte, sugestões, privacidade e segurança.">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start">
        <Card className="p-4 md:p-6">
          {send.isSuccess ? (
            <div role="status" className="grid justify-items-start gap-3 py-4">
              <CheckCircle2 className="h-10 w-10 text-accent" aria-hidden="true" />
              <h2 className="text-xl font-semibold">Mensagem enviada</h2>
              <p className="text-text-muted">{send.data.message}</p>
              <Button
                variant="secondary"
                onClick={() => {
                  send.reset();
                  setShown(false);
                  setInput((current) => ({ ...current, message: '' }));
                }}
              >
                Enviar outra mensagem
              </Button>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Formulário de contato">
              <label className="grid gap-1.5 text-sm font-medium text-text">
                Assunto
                <select
                  value={input.category}
                  onChange={(event) => set('category')(event.target.value)}
                  className="h-11 w-full rounded-lg border border-border bg-surface-2 px-3 text-[15px] font-normal text-text focus:border-accent focus:outline-none"
                >
                  {CONTACT_CATEGORIES.map((value) => (
                    <option key={value} value={value}>
                      {CONTACT_CATEGORY_LABELS[value]}
                    </option>
                  ))}
                </select>
              </label>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label="Nome"
                  autoComplete="name"
                  maxLength={L.nameMax}
                  value={input.name}
                  onChange={(event) => set('name')(event.target.value)}
                  error={problems.name}
                />
                <Field
                  label="Email para resposta"
                  type="email"
                  autoComplete="email"
                  maxLength={L.emailMax}
                  value={input.email}
                  onChange={(event) => set('email')(event.target.value)}
                  error={problems.email}
                />
              </div>
              <MessageField value={input.message} onChange={set('message')} error={problems.message} />
              {/* Hidden from people (and screen readers); bots fill every field. */}
              <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label>
                  Site
                  <input
                    name={CONTACT_HONEYPOT}
                    tabIndex={-1}
                    autoComplete="off"
                    value={input.website}
                    onChange={(event) => set('website')(event.target.value)}
                  />
                </label>
              </div>
              {serverError && <Notice tone="danger">{serverError}</Notice>}
              <Button type="submit" className="w-full justify-center sm:w-fit" disabled={send.isPending}>
                {send.isPending ? 'Enviando...' : 'Enviar mensagem'}
              </Button>
            </form>
          )}
        </Card>
        <aside className="grid content-start gap-4" aria-label="Antes de escrever">
          <Tip icon={Clock} title="Prazo de resposta">
            Respondemos pelo email informado em até 2 dias úteis. Pedidos sobre dados pessoais (LGPD) em até 15 dias.
          </Tip>
          <Tip icon={Mail} title="Talvez já tenha resposta">
            Modo offline, notificações, planos, PIX e cancelamento estão explicados na{' '}
            <Link to="/help" className={linkClass}>
              Ajuda
            </Link>
            .
          </Tip>
          <Tip icon={ShieldAlert} title="Encontrou uma falha?">
            Escolha o assunto “Falha de segurança” e veja como relatar na página de{' '}
            <Link to="/security" className={linkClass}>
              Segurança
            </Link>
            .
          </Tip>
        </aside>
      </div>
    </Page>
  );
}

function Tip({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="p-4">
      <h2 className="flex items-center gap-2 font-semibold">
        <Icon className="h-4 w-4 text-accent" aria-hidden="true" />
        {title}
      </h2>
      <p className="mt-1 text-sm text-text-muted">{children}</p>
    </Card>
  );
}

function MessageField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const count = value.trim().length;
  return (
    <div className="grid gap-1.5">
      <label htmlFor="contact-message" className="text-sm font-medium text-text">
        Mensagem
      </label>
      <textarea
        id="contact-message"
        rows={7}
        maxLength={L.messageMax}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby="contact-message-help"
        className={`w-full rounded-lg border bg-surface-2 px-3 py-2.5 text-[15px] text-text placeholder:text-text-muted/70 focus:border-accent focus:outline-none ${error ? 'border-danger' : 'border-border'}`}
        placeholder="Conte o que aconteceu ou o que você sugere. Se for sobre um jogo, diga qual."
      />
      <p id="contact-message-help" className="flex justify-between gap-2 text-xs">
        <span className={error ? 'text-danger' : 'text-text-muted'} role={error ? 'alert' : undefined}>
          {error ?? `Entre ${L.messageMin} e ${L.messageMax} caracteres.`}
        </span>
        <span className="tabular text-text-muted">
          {count}/{L.messageMax}
        </span>
      </p>
    </div>
  );
}
