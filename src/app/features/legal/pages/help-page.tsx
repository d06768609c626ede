// /help: questions answered from how the app really behaves (@shared/help-faq), then the contact form.
import { Link } from '@tanstack/react-router';
import { ChevronDown, MessageCircle } from 'lucide-react';
import { HELP_TOPICS } from '@shared/help-faq';
import { Page } from '@app/components/ui/page';
import { Card } from '@app/components/ui/card';
import { buttonClasses } from '@app/components/ui/button';
import { linkClass } from '../components/legal-document';

/** A link from the FAQ data (`/profile?tab=privacy`) as the router's Link. */
function FaqLink({ href, label }: { href: string; label: string }) {
  const [to, query = ''] = href.split('?');
  return (
    <Link to={to as '/'} search={Object.fromEntries(new URLSearchParams(query)) as never} className={linkClass}>
      {label}
    </Link>
  );
}

export function HelpPage() {
  return (
    <Page title="Ajuda" description="Respostas rápidas sobre o app, os planos, o PIX e seus dados.">
      <div className="grid gap-5">
        <nav aria-label="Assuntos" className="flex flex-wrap gap-2">
          {HELP_TOPICS.map((topic) => (
            <a
              key={topic.id}
              href={`#${topic.id}`}
              className="rounded-full border border-border bg-surface px-3 py-1.5 text-sm text-text-muted hover:border-accent hover:text-text"
            >
              {topic.title}
            </a>
          ))}
        </nav>
        {HELP_TOPICS.map((topic) => (
          <Card
            key={topic.id}
            id={topic.id}
            aria-labelledby={`${topic.id}-title`}
            className="scroll-mt-20 overflow-hidden"
          >
            <h2 id={`${topic.id}-title`} className="border-b border-border px-4 py-3 text-lg font-semibold md:px-6">
              {topic.title}
            </h2>
            <div className="divide-y divide-border">
              {topic.questions.map((item) => (
                <details key={item.question} className="group px-4 md:px-6">
                  <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-3 font-medium marker:hidden [&::-webkit-details-marker]:hidden">
                    {item.question}
                    <ChevronDown
                      className="h-4 w-4 shrink-0 text-text-muted transition-transform group-open:rotate-180"
                      aria-hidden="true"
                    />
                  </summary>
                  <div className="grid max-w-3xl gap-2 pb-4 text-[15px] leading-relaxed text-text-muted">
                    <p>{item.answer}</p>
                    {item.link && (
                      <p>
                        <FaqLink href={item.link.to} label={item.link.label} />
                      </p>
                    )}
                  </div>
                </details>
              ))}
            </div>
          </Card>
        ))}
        <Card className="flex flex-wrap items-center justify-between gap-4 p-4 md:p-6">
          <div>
            <h2 className="text-lg font-semibold">Não encontrou a resposta?</h2>
            <p className="mt-1 text-sm text-text-muted">Escreva para a equipe: respondemos em até 2 dias úteis.</p>
          </div>
          <Link to="/contact" search={{ category: 'support' }} className={buttonClasses('primary', 'md')}>
            <MessageCircle className="h-4 w-4" aria-hidden="true" />
            Falar com o suporte
          </Link>
        </Card>
      </div>
    </Page>
  );
}
