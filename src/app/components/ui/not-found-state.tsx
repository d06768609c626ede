import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { buttonClasses } from './button';
import { useDocumentTitle } from './page';

/**
 * A missing match, team or league: its title said once (heading and document title), one line on
 * what may have happened, and a way on.
 */
export function NotFoundState({ title, description }: { title: string; description: string }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex min-h-[50vh] w-full max-w-lg flex-col items-center justify-center gap-3 px-4 py-12 text-center">
      <div className="flex h-14 w-14 items-center justify-center rounded-full bg-surface-2">
        <SearchX className="h-7 w-7 text-text-muted" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm text-text-muted">{description}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary', 'sm')}>
          Voltar ao Início
        </Link>
        <Link to="/matches" className={buttonClasses('secondary', 'sm')}>
          Ver partidas
        </Link>
      </div>
    </div>
  );
}
