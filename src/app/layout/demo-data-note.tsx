import { Database } from 'lucide-react';

/** A plain word on where the data comes from (real openfootball results). */
export function DemoDataNote() {
  return (
    <div className="rounded-[12px] border border-border bg-surface-2/60 p-3 text-xs text-text-muted">
      <p className="flex items-center gap-2 font-semibold text-text">
        <Database className="h-4 w-4 text-accent" aria-hidden="true" />
        Dados de demonstração
      </p>
      <p className="mt-1">
        Temporadas reais (openfootball, domínio público) reapresentadas com o calendário deslocado para hoje.
      </p>
    </div>
  );
}
