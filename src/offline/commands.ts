import { commandDomain, lookupRoot } from '../lib/lookup-keys';
import type { CommandDefinition } from './types';

/**
 * The root query key of every record's history ('Histórico'). Each write the server accepts may have
 * added an audit row, so the outbox refreshes these after every sent command (drain.ts), whatever
 * domain it belongs to: no domain has to remember it.
 */
export const AUDIT_QUERY_KEY = ['auditoria'] as const;

/**
 * The lookups (src/lookups) a sent command may have changed: those of its own domain (the prefix of
 * its name, `offices` for `offices.create`) and of the domains it says it touches. The outbox refreshes
 * them after every sent command (drain.ts), so a record created anywhere shows at once in every picker.
 */
export function lookupKeysOf(commandName: string): (readonly unknown[])[] {
  const touched = getCommand(commandName)?.touches ?? [];
  const domains = new Set([commandDomain(commandName), ...touched]);
  return [...domains].map(lookupRoot);
}

/** The registry stores commands of any payload; each feature keeps its own precise types. */
export type AnyCommand = CommandDefinition<unknown>;

const registry = new Map<string, AnyCommand>();
const listeners = new Set<(name: string) => void>();

/**
 * Registers a named command (once per feature, in `features/<domain>/commands.ts`). A second
 * registration of the same name is a programming error and fails at start, before anything is queued
 * under an ambiguous name.
 */
export function defineCommand<P, R>(def: CommandDefinition<P, R>): CommandDefinition<P, R> {
  if (registry.has(def.name)) throw new Error(`Comando já registrado: ${def.name}`);
  registry.set(def.name, def as unknown as AnyCommand);
  // Items of this command queued by an earlier visit could not be sent before its feature loaded.
  for (const listener of listeners) listener(def.name);
  return def;
}

export function getCommand(name: string): AnyCommand | undefined {
  return registry.get(name);
}

export function registeredCommands(): string[] {
  return [...registry.keys()];
}

/** Calls `listener` with the name of each command registered from now on; returns the unsubscribe. */
export function onCommandRegistered(listener: (name: string) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Removes a command: only for tests that register throwaway commands. */
export function unregisterCommand(name: string): void {
  registry.delete(name);
}
