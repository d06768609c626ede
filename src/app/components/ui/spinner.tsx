import { LoaderCircle } from 'lucide-react';
import { cn } from './cn';

export function Spinner({ label = 'Carregando...', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex items-center justify-center gap-3 text-text-muted', className)}
    >
      <LoaderCircle className="h-5 w-5 animate-spin text-accent" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
