// Loading, error and not-found frames shared by the football pages.
import { SearchX } from 'lucide-react';
import { ApiError } from '@app/lib/api';
import { EmptyState } from '@app/components/ui/empty-state';
import { ErrorState } from '@app/components/ui/error-state';
import { buttonClasses } from '@app/components/ui/button';
import { Link } from '@tanstack/react-router';

export function QueryError({
  error,
  onRetry,
  notFoundTitle,
}: {
  error: unknown;
  onRetry: () => void;
  notFoundTitle: string;
}) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState
        icon={SearchX}
        title={notFoundTitle}
        // The server's message often is the title itself: say it once.
        description={error.message !== notFoundTitle ? error.message : undefined}
        action={
          <Link to="/" className={buttonClasses('secondary', 'sm')}>
            Voltar ao Início
          </Link>
        }
      />
    );
  }
  return (
    <ErrorState
      title="Não foi possível carregar"
      message={error instanceof ApiError ? error.message : 'Ocorreu um erro inesperado.'}
      onRetry={onRetry}
    />
  );
}
