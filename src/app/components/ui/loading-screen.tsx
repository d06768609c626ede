import { Spinner } from './spinner';

/** Shown while a route's code or data loads (spec §2: "Carregando..."). */
export function LoadingScreen({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4">
      <Spinner label={label} />
    </div>
  );
}
