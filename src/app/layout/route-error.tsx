import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorState } from '../components/ui/error-state';
import { useDocumentTitle } from '../components/ui/page';

/** Error boundary of every route: the message and a reset that retries the page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  useDocumentTitle('Erro');
  useEffect(() => {
    console.error('Erro ao exibir a página:', error);
  }, [error]);
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <ErrorState
        title="Não foi possível exibir esta página"
        message={error instanceof Error && error.message ? error.message : 'Ocorreu um erro inesperado.'}
        onRetry={() => {
          queryReset.reset();
          reset();
          void router.invalidate();
        }}
      />
    </div>
  );
}
