import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '../lib/use-online-status';
import { LiveDataAge } from '@app/features/live';

/** Says plainly that the network is gone and what is shown instead. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div role="status" className="flex items-center justify-center gap-2 bg-danger/15 px-4 py-2 text-sm text-text">
      <WifiOff className="h-4 w-4 text-danger" aria-hidden="true" />
      <span>
        Você está offline. Mostrando o que foi salvo neste aparelho
        <LiveDataAge className="text-text-muted before:content-['_·_']" />.
      </span>
    </div>
  );
}
