// The frame of the institutional texts (terms, privacy, security, help): a summary, a table of
// contents with anchors, and one card per section.
import type { ReactNode } from 'react';
import { Page } from '@app/components/ui/page';
import { Card } from '@app/components/ui/card';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** When these texts last changed (shown at the top of each). */
export const LEGAL_UPDATED = '26 de novembro de 2026';

export const linkClass = 'text-info underline underline-offset-2';

export function LegalDocument({
  title,
  description,
  summary,
  sections,
}: {
  title: string;
  description: string;
  summary?: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <Page title={title} description={description}>
      <div className="grid gap-5 lg:grid-cols-[220px_minmax(0,1fr)] lg:items-start">
        <nav
          aria-label="Nesta página"
          className="rounded-[12px] border border-border bg-surface p-4 lg:sticky lg:top-20"
        >
          <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-text-muted">Nesta página</p>
          <ol className="grid gap-1 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="block py-1 text-text-muted hover:text-text">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="grid min-w-0 gap-4">
          <p className="text-xs text-text-muted">Última atualização: {LEGAL_UPDATED}</p>
          {summary && <Card className="border-accent/30 bg-accent/5 p-4 md:p-5">{summary}</Card>}
          {sections.map((section) => (
            <Card
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-20 p-4 md:p-6"
            >
              <h2 id={`${section.id}-title`} className="text-lg font-semibold">
                {section.title}
              </h2>
              <div className="mt-2 grid [&_li]:mt-1 [&_strong]:text-text [&_ul]:list-disc [&_ul]:pl-5 max-w-3xl gap-2 text-[15px] leading-relaxed text-text-muted">
                {section.body}
              </div>
            </Card>
          ))}
        </div>
      </div>
    </Page>
  );
}
