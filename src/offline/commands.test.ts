import { afterEach, describe, expect, it } from 'vitest';
import {
  defineCommand,
  getCommand,
  lookupKeysOf,
  onCommandRegistered,
  registeredCommands,
  unregisterCommand,
} from './commands';

const base = {
  scope: () => 'x',
  send: async () => undefined,
  describe: () => 'Teste',
};

afterEach(() => {
  for (const name of registeredCommands()) unregisterCommand(name);
});

describe('command registry', () => {
  it('registers a command once and finds it by name', () => {
    const command = defineCommand({ name: 'teste.criar', ...base });
    expect(getCommand('teste.criar')).toBe(command);
    expect(registeredCommands()).toEqual(['teste.criar']);
    expect(getCommand('teste.outro')).toBeUndefined();
  });

  it('a duplicate name throws at start', () => {
    defineCommand({ name: 'teste.criar', ...base });
    expect(() => defineCommand({ name: 'teste.criar', ...base })).toThrow(
      new Error('Comando já registrado: teste.criar'),
    );
  });

  it('tells listeners about commands registered later (their queued items can go now)', () => {
    const seen: string[] = [];
    const stop = onCommandRegistered((name) => seen.push(name));
    defineCommand({ name: 'teste.a', ...base });
    stop();
    defineCommand({ name: 'teste.b', ...base });
    expect(seen).toEqual(['teste.a']);
  });
});

describe('lookupKeysOf', () => {
  it("refreshes the lookups of the command's domain and of the domains it touches", () => {
    defineCommand({ name: 'subModalities.update', ...base, touches: ['modalities', 'insurers'] });
    expect(lookupKeysOf('subModalities.update')).toEqual([
      ['lookups', 'subModalities'],
      ['lookups', 'modalities'],
      ['lookups', 'insurers'],
    ]);
  });

  it('an unknown command still refreshes its own domain', () => {
    expect(lookupKeysOf('offices.create')).toEqual([['lookups', 'offices']]);
  });
});
