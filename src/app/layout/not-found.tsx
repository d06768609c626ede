import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { buttonClasses } from '../components/ui/button';
import { useDocumentTitle } from '../components/ui/page';

export function NotFoundPage() {
  useDocumentTitle('Página não encontrada');
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <div className="flex h-16 w-16 items-center justify-center rounded-full bg-surface-2">
        <Compass className="h-8 w-8 text-accent" aria-hidden="true" />
      </div>
      <p className="text-5xl font-extrabold tabular text-accent">404</p>
      <h1 className="text-2xl font-bold">Página não encontrada</h1>
      <p className="text-text-muted">
        O endereço que você abriu não existe ou foi movido. Confira o link ou volte para as partidas do dia.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          Voltar ao Início
        </Link>
        <Link to="/matches" className={buttonClasses('secondary')}>
          Ver partidas
        </Link>
      </div>
    </div>
  );
}
