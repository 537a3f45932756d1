import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_FIELD_LABELS, AUDITED_ENTITY_IDS } from '../../src/contract/audit';
import type { DomainManifest } from '../../src/contract/manifest';
import { manifests } from '../../src/contract/manifests';
import { auditPhrase, workflowTable } from '../../src/contract/workflow-table';
import type { TestServer } from './harness';
import { startTestServer } from './harness';

/**
 * The facts a domain declares in its manifest (src/contract/manifests/<domain>.ts) instead of a shared
 * list: its audited records (name, view access, field labels, the workflow tables whose actions name
 * its audit rows) and the sort fields of its lists. This test fails, naming the domain and the action
 * or list, when one is missing.
 */
const domains = Object.entries(manifests as Readonly<Record<string, DomainManifest>>);
const audited = domains.flatMap(([domain, m]) =>
  Object.entries(m.audit ?? {}).map(([entidade, record]) => ({ domain, entidade, record })),
);

describe('audited records of the manifests', () => {
  it('each entity is declared by one manifest, named, with field labels', () => {
    const ids = audited.map((a) => a.entidade);
    expect(new Set(ids).size, 'an entity declared twice').toBe(ids.length);
    expect([...AUDITED_ENTITY_IDS].sort()).toEqual([...ids].sort());
    for (const { entidade, record } of audited) {
      expect(record.nome, entidade).not.toBe('');
      expect(Object.keys(record.campos).length, `${entidade}: field labels`).toBeGreaterThan(0);
      expect(AUDIT_FIELD_LABELS[entidade as keyof typeof AUDIT_FIELD_LABELS]).toBe(record.campos);
    }
  });

  it.each(audited.filter((a) => a.record.workflows))(
    '$domain: every action of the tables of $entidade has its history phrase',
    ({ record }) => {
      for (const [suffix, table] of Object.entries(record.workflows ?? {}))
        for (const action of Object.keys(table.actions)) {
          const phrase = auditPhrase(table, action);
          expect(phrase, `${table.id}.${action}: give it 'feito' in the table`).toBeTruthy();
          expect(AUDIT_ACTIONS[`${action}${suffix}` as keyof typeof AUDIT_ACTIONS]).toBe(phrase);
        }
    },
  );

  it('an action id audited by two records reads the same in both', () => {
    const seen = new Map<string, string>();
    for (const { entidade, record } of audited)
      for (const [suffix, table] of Object.entries(record.workflows ?? {}))
        for (const action of Object.keys(table.actions)) {
          const id = `${action}${suffix}`;
          const phrase = auditPhrase(table, action) ?? '';
          expect(seen.get(id) ?? phrase, `${entidade}: ${id}`).toBe(phrase);
          seen.set(id, phrase);
        }
  });

  it('the phrase is the refusal phrase in the past, unless the table gives one, and never a guess', () => {
    const table = workflowTable({
      id: 't',
      nome: 'T',
      objeto: 'a coisa',
      states: { a: 'A', b: 'B' },
      initial: 'a',
      actions: {
        gerar: { label: 'Gerar', from: ['a'], to: 'b' },
        escolher: { label: 'Escolher', frase: 'escolher a seguradora', from: ['a'], to: 'b' },
        inserir: { label: 'Inserir', feito: 'inseriu tudo', from: ['a'], to: 'b' },
        fazer: { label: 'Fazer', from: ['a'], to: 'b' },
        ok: { label: 'Ok', from: ['a'], to: 'b' },
      },
    });
    expect(auditPhrase(table, 'gerar')).toBe('gerou a coisa');
    expect(auditPhrase(table, 'escolher')).toBe('escolheu a seguradora');
    expect(auditPhrase(table, 'inserir')).toBe('inseriu tudo');
    expect(auditPhrase(table, 'fazer')).toBeUndefined();
    expect(auditPhrase(table, 'ok')).toBeUndefined();
  });
});

interface Parameter {
  name?: string;
  in?: string;
  schema?: { enum?: string[]; anyOf?: { enum?: string[]; const?: string }[] };
}
interface Operation {
  tags?: string[];
  parameters?: Parameter[];
}

describe('sort fields of the manifests', () => {
  let server: TestServer;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    server = await startTestServer();
    const res = await server.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    paths = res.json<{ paths: typeof paths }>().paths;
  });
  afterAll(() => server.close());

  /** The values of a picklist as the document writes it (an enum, or a union of constants). */
  const valuesOf = (p: Parameter): string[] =>
    p.schema?.enum ?? (p.schema?.anyOf ?? []).flatMap((s) => s.enum ?? (s.const ? [s.const] : []));

  it("every list route's sort fields are one of its domain manifest's lists", () => {
    const byLabel = new Map(domains.flatMap(([, m]) => (m.label ? [[m.label, m] as const] : [])));
    const lists = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) => {
        const sort = op.parameters?.find((p) => p.name === 'sort' && p.in === 'query');
        return sort
          ? [{ route: `${method.toUpperCase()} ${path}`, tag: op.tags?.[0], values: valuesOf(sort) }]
          : [];
      }),
    );
    expect(lists.length).toBeGreaterThan(10);
    for (const list of lists) {
      expect(list.values.length, `${list.route}: sort values`).toBeGreaterThan(0);
      const manifest = list.tag === undefined ? undefined : byLabel.get(list.tag);
      const declared = Object.values(manifest?.sort ?? {}).map((keys) => [...keys].sort().join(','));
      expect(declared, `${list.route} (${list.tag}): its sort fields in the manifest's \`sort\``).toContain(
        [...list.values].sort().join(','),
      );
    }
  });
});
