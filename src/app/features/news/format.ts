// Dates of the news as Brazilians read them, in São Paulo time (pt-br.ts: no Intl on the first render).
import { MONTHS_LONG, MONTHS_SHORT } from '@shared/pt-br';
import { timeIn, ymdIn } from '@shared/datetime';

function parts(iso: string) {
  const ymd = ymdIn(new Date(iso));
  return { day: ymd.slice(8, 10), month: Number(ymd.slice(5, 7)) - 1, year: ymd.slice(0, 4) };
}

/** "18 de mar. de 2026". */
export function newsDate(iso: string): string {
  const { day, month, year } = parts(iso);
  return `${day} de ${MONTHS_SHORT[month]} de ${year}`;
}

/** "18 de março de 2026 às 21:00". */
export function newsDateTime(iso: string): string {
  const { day, month, year } = parts(iso);
  return `${day} de ${MONTHS_LONG[month]} de ${year} às ${timeIn(new Date(iso))}`;
}
