import { LifeBuoy } from 'lucide-react';
import { RESPONSIBLE_GAMBLING } from '@shared/bonus-rules';
import { cn } from '@app/components/ui/cn';

/** The notices Brazilian rules expect beside a betting offer: 18+, the message, and where to find help. */
export function ResponsibleNotice({ helpUrl, className }: { helpUrl: string; className?: string }) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-text-muted', className)}>
      <span
        className="inline-flex h-6 min-w-8 items-center justify-center rounded-md border border-danger/60 px-1.5 font-bold text-danger"
        aria-label="Proibido para menores de 18 anos"
      >
        {RESPONSIBLE_GAMBLING.ageNotice}
      </span>
      <span className="font-medium text-text">{RESPONSIBLE_GAMBLING.message}</span>
      <a
        href={helpUrl}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1 text-info underline-offset-2 hover:underline"
      >
        <LifeBuoy className="h-3.5 w-3.5" aria-hidden="true" />
        {RESPONSIBLE_GAMBLING.helpLabel}
      </a>
    </div>
  );
}
