import type { Outcome } from '@shared/match-display';
import { cn } from '@app/components/ui/cn';

const STYLE: Record<Outcome, string> = {
  V: 'bg-accent text-[#04210f]',
  E: 'bg-[#4b5563] text-white',
  D: 'bg-danger text-white',
};
const WORD: Record<Outcome, string> = { V: 'vitória', E: 'empate', D: 'derrota' };

/** Form pills, newest on the right (UI.md). */
export function FormPills({ form, size = 20 }: { form: Outcome[]; size?: number }) {
  if (!form.length) return <span className="text-xs text-text-muted">—</span>;
  return (
    <ul className="flex gap-1" aria-label={`Últimos jogos: ${form.map((o) => WORD[o]).join(', ')}`}>
      {form.map((outcome, index) => (
        <li
          key={index}
          aria-hidden="true"
          className={cn('flex items-center justify-center rounded text-[11px] font-bold', STYLE[outcome])}
          style={{ width: size, height: size }}
        >
          {outcome}
        </li>
      ))}
    </ul>
  );
}
