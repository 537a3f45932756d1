import { describe, expect, it } from 'vitest';
import { parseAcceptance, parseRefusal } from './request-answers';
import { endorsementApiQuery, endorsementListSearch, requestApiQuery } from './search';

describe('the insurer answers a request', () => {
  it('accepts with the endorsement number, upper-case and trimmed, and an optional premium', () => {
    expect(parseAcceptance('  e-123 ', 1234.56)).toEqual({
      ok: true,
      body: { numero: 'E-123', premio: 1234.56 },
    });
    expect(parseAcceptance('E-9', null)).toEqual({ ok: true, body: { numero: 'E-9', premio: null } });
  });

  it('asks for the endorsement number in Portuguese', () => {
    const parsed = parseAcceptance('   ', null);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors.numero).toBe('Informe o número do endosso.');
  });

  it('refuses only with a reason', () => {
    expect(parseRefusal(' Documentação incompleta ')).toEqual({
      ok: true,
      body: { motivo: 'Documentação incompleta' },
    });
    const parsed = parseRefusal('');
    expect(!parsed.ok && parsed.errors.motivo).toBe('Informe o motivo da reprovação.');
  });
});

describe('/endossos URL state', () => {
  it('keeps the requests view and its filters in the URL, and drops what is not one', () => {
    const search = endorsementListSearch.parse({
      visao: 'solicitacoes',
      estado: 'enviada',
      atrasadas: 'true',
      sort: 'enviada_em',
    });
    expect(search).toMatchObject({ visao: 'solicitacoes', estado: 'enviada', atrasadas: true });
    expect(endorsementListSearch.parse({ visao: 'outra', estado: 'x' })).toMatchObject({
      visao: undefined,
      estado: undefined,
    });
  });

  it('asks the requests API for its own filters and sorts only, overdue as atrasadas=true', () => {
    const search = endorsementListSearch.parse({
      visao: 'solicitacoes',
      estado: 'enviada',
      atrasadas: true,
      sort: 'numero',
      efeito_de: '2026-01-01',
      query: 'abc',
    });
    expect(requestApiQuery(search)).toEqual({
      page: 1,
      page_size: search.page_size,
      direction: 'asc',
      tipo: undefined,
      apolice_id: undefined,
      estado: 'enviada',
      sort: undefined,
      atrasadas: 'true',
    });
    expect(requestApiQuery({ ...search, atrasadas: false, sort: 'enviada_em' })).toMatchObject({
      atrasadas: undefined,
      sort: 'enviada_em',
    });
  });

  it('asks the endorsements API without the requests view params', () => {
    const search = endorsementListSearch.parse({ estado: 'enviada', atrasadas: true, sort: 'enviada_em' });
    const query = endorsementApiQuery(search);
    expect(query).not.toHaveProperty('estado');
    expect(query).not.toHaveProperty('atrasadas');
    expect(query).not.toHaveProperty('visao');
    expect(query.sort).toBeUndefined();
    expect(endorsementApiQuery({ ...search, sort: 'numero' }).sort).toBe('numero');
  });
});
