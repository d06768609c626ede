import { lazy } from '@shared/lazy';
// Dates of the news as Brazilians read them, in São Paulo time.
const DATE = lazy(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
    }),
);
const DATE_TIME = lazy(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: 'America/Sao_Paulo',
      day: '2-digit',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** "18 de mar. de 2026". */
export const newsDate = (iso: string) => DATE().format(new Date(iso));
/** "18 de março de 2026 às 21:00". */
export const newsDateTime = (iso: string) => DATE_TIME().format(new Date(iso));
