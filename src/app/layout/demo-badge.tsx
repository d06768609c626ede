import { Link } from '@tanstack/react-router';
import { FlaskConical } from 'lucide-react';
import { cn } from '../components/ui/cn';
import { demoMode } from '../lib/runtime-config';

const EXPLANATION =
  'Modo de demonstração: temporadas reais (openfootball) reapresentadas com o calendário deslocado para hoje, e pagamentos simulados (nenhum dinheiro é cobrado)';

/**
 * Says plainly that this is the demo (DEMO_MODE): replayed real seasons and simulated payments
 * (details on /about). A deployment (DEMO_MODE off) shows nothing.
 */
export function DemoBadge({ compact = false }: { compact?: boolean }) {
  if (!demoMode) return null;
  return (
    <Link
      to="/about"
      title={EXPLANATION}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border border-warning/50 bg-warning/10 font-semibold text-warning hover:bg-warning/20',
        compact ? 'h-6 px-1.5 text-[10px] min-[420px]:px-2' : 'h-7 px-2.5 text-xs',
      )}
    >
      <FlaskConical className={compact ? 'h-3 w-3' : 'h-3.5 w-3.5'} aria-hidden="true" />
      {/* Narrow phones: the icon only, so a signed-in header (bell, avatar) never covers the logo. */}
      {compact ? (
        <span aria-hidden="true" className="hidden min-[420px]:inline">
          Demo
        </span>
      ) : (
        'Demonstração'
      )}
      <span className="sr-only">{compact ? `Demo (dados de demonstração): ${EXPLANATION}` : `: ${EXPLANATION}`}</span>
    </Link>
  );
}
