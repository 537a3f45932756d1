/**
 * The agro quotation's operations (docs/agro-quotations.md), one module per part: the quotation's own
 * data (record.ts), costs and approval (costs.ts), what the producer sends (files.ts), the card and the
 * print view (print.ts), the reads (reads.ts). Every action runs through the one transition runner
 * (transition.ts, server/lib/transition.ts).
 */
export type { AgroCaller, AgroContext } from './transition';
export type { AgroScope } from './repository';
export { ALL_AGRO } from './repository';
export { printTokens } from './print-token';
export { toQuotation } from './views';
export * from './costs';
export * from './files';
export * from './print';
export * from './reads';
export * from './record';
