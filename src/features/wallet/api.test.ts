import { describe, expect, it } from 'vitest';
import type { WalletGroup } from '../../contract/economic-groups';
import { walletPageFrom } from './api';

const group = (
  id: string,
  razao_social: string,
  cnpj: string,
  nome_fantasia: string | null = null,
): WalletGroup => ({
  id,
  cnpj,
  razao_social,
  nome_fantasia,
  status: { id: 'aprovado', nome: 'Aprovado' },
  escritorio: null,
  total_empresas: 1,
});

const WALLET = [
  group('1', 'TRANSPORTES ÁGUIA LTDA', '11222333000181'),
  group('2', 'CAFEEIRA BOA VISTA LTDA', '44555666000199', 'CAFÉ BOA VISTA'),
  group('3', 'ALFA CONSTRUÇÕES S.A.', '77888999000100'),
];

describe('a wallet page computed on the device (offline)', () => {
  it('sorts by razão social, accents aside, and pages like the server', () => {
    const first = walletPageFrom(WALLET, { page: 1, page_size: 2, direction: 'asc' });
    expect(first.items.map((g) => g.id)).toEqual(['3', '2']);
    expect(first.total_count).toBe(3);
    const second = walletPageFrom(WALLET, { page: 2, page_size: 2, direction: 'asc' });
    expect(second.items.map((g) => g.id)).toEqual(['1']);
  });

  it('sorts by CNPJ descending when asked', () => {
    const page = walletPageFrom(WALLET, { page: 1, page_size: 5, sort: 'cnpj', direction: 'desc' });
    expect(page.items.map((g) => g.id)).toEqual(['3', '2', '1']);
  });

  it('filters by either name without accents or by the CNPJ typed with its mask', () => {
    const byFantasy = walletPageFrom(WALLET, { page: 1, page_size: 5, direction: 'asc', query: 'cafe' });
    expect(byFantasy.items.map((g) => g.id)).toEqual(['2']);
    const byName = walletPageFrom(WALLET, { page: 1, page_size: 5, direction: 'asc', query: 'aguia' });
    expect(byName.items.map((g) => g.id)).toEqual(['1']);
    const byCnpj = walletPageFrom(WALLET, {
      page: 1,
      page_size: 5,
      direction: 'asc',
      query: '11.222.333/0001',
    });
    expect(byCnpj).toEqual({ items: [WALLET[0]], total_count: 1 });
  });
});
