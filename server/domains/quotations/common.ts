import { badRequest } from '../../errors';

/** Small helpers the quotation's service files share. */

export const refuse = (field: string, message: string) => badRequest([{ field, message }], message);

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** Today in São Paulo, as ISO text (the day validities and limits compare with). */
export const today = () => isoDay.format(new Date());
export const iso = (d: Date | null) => d?.toISOString() ?? null;
