import { AlertTriangle } from 'lucide-react';
import { Button } from './button';

export function ErrorState({
  title = 'Algo deu errado',
  message,
  onRetry,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-[12px] border border-danger/40 bg-danger/5 px-6 py-10 text-center"
    >
      <AlertTriangle className="h-8 w-8 text-danger" aria-hidden="true" />
      <p className="text-base font-semibold">{title}</p>
      {message && <p className="max-w-md text-sm text-text-muted">{message}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Tentar novamente
        </Button>
      )}
    </div>
  );
}
