import { useLiveMatches } from '../provider';
import { useNow } from './use-now';
import { timeIn } from '@shared/datetime';

/** HH:MM of a timestamp in Brasília time. */
export const formatClock = (timestamp: number) => timeIn(new Date(timestamp));

/** "atualizado há N min" for the given data time. */
export function ageLabel(lastUpdate: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - lastUpdate) / 60_000));
  if (minutes < 1) return 'atualizado agora';
  if (minutes < 60) return `atualizado há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `atualizado há ${hours} h` : `atualizado às ${formatClock(lastUpdate)}`;
}

/** The age of the live data shown, for the offline banner; nothing before the first data. */
export function LiveDataAge({ className }: { className?: string }) {
  const lastUpdate = useLiveMatches((state) => state.lastUpdate);
  const now = useNow();
  if (lastUpdate == null) return null;
  return <span className={className}>{ageLabel(lastUpdate, now)}</span>;
}
