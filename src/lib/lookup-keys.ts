/**
 * The query keys of the lookups (src/lookups): `['lookups', <domain>, ...]`, where the domain is the
 * prefix of that domain's command names (`offices` for `offices.create`). After the outbox sends a
 * command it refreshes `lookupRoot(<its prefix>)` and the roots of the domains it declares it touches,
 * so a record created anywhere shows at once in every picker (src/offline/drain.ts).
 */
export const LOOKUPS = 'lookups';

export function lookupRoot(domain: string): readonly [typeof LOOKUPS, string] {
  return [LOOKUPS, domain];
}

/** `offices.create` -> `offices`; a name without a dot is its own domain. */
export function commandDomain(commandName: string): string {
  const dot = commandName.indexOf('.');
  return dot < 0 ? commandName : commandName.slice(0, dot);
}
