/** Dates as Brazilians read them, in the brokerage's time zone. */

const TIME_ZONE = 'America/Sao_Paulo';

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * '2024-03-05T12:00:00Z' or a Date -> '05/03/2024'. A date without time ('2024-03-05') is a calendar
 * day, not an instant: it is shown as is, never shifted by the time zone. Invalid input gives ''.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const day = DATE_ONLY.exec(value);
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** '2024-03-05T15:30:00Z' -> '05/03/2024 12:30' (São Paulo time). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date).replace(',', '');
}
