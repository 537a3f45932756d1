import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Address, CepLookup, CompanyLookup } from '../../contract/pessoas';
import { PESSOAS_MESSAGES } from '../../contract/pessoas';
import { AUTOFILL_MESSAGES, AddressFields, EMPTY_ADDRESS, useCnpjAutofill } from '.';

const CNPJ = '11222333000181';
const company: CompanyLookup = {
  cnpj: CNPJ,
  razao_social: 'CAFEEIRA BOA VISTA LTDA',
  nome_fantasia: 'CAFÉ BOA VISTA',
  situacao_cadastral: 'ATIVA',
  data_abertura: '2001-05-10',
  natureza_juridica: 'Sociedade Empresária Limitada',
  cnae_principal: { codigo: '0134200', descricao: 'Cultivo de café' },
  cnaes_secundarios: [],
  endereco: { ...EMPTY_ADDRESS, cep: '37130000', cidade: 'ALFENAS', uf: 'MG' },
  telefone: '3532990000',
  email: null,
  capital_social: 100000,
  socios: [],
  origem: 'receita',
  consultado_em: '2026-11-23T12:00:00Z',
};
const alfenas: CepLookup = {
  cep: '37130000',
  logradouro: 'RUA JOSÉ BONIFÁCIO',
  bairro: 'CENTRO',
  cidade: 'ALFENAS',
  uf: 'MG',
  codigo_ibge: '3101607',
};

/** The test double of the server: what each lookup answers, and every call made. */
const answers = new Map<string, () => Response>();
const calls: string[] = [];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(url);
    const answer = answers.get(url);
    return answer ? answer() : json(404, { error: 'nao_encontrado', error_description: 'Não encontrado.' });
  };
});

afterEach(cleanup);

/** A cache of its own per test (the portal's one lives in src/api, below this layer). */
let queryClient = new QueryClient();

beforeEach(() => {
  queryClient = new QueryClient();
  answers.clear();
  calls.length = 0;
});

function CnpjProbe({ onFound }: { onFound: (c: CompanyLookup) => void }) {
  const [text, setText] = useState('');
  const state = useCnpjAutofill(text, onFound);
  return (
    <div>
      <input aria-label="CNPJ" value={text} onChange={(e) => setText(e.target.value)} />
      <p data-testid="status">{state.status}</p>
      <p data-testid="message">{state.message ?? ''}</p>
    </div>
  );
}

const wrap = (ui: React.ReactNode) => <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>;

describe('useCnpjAutofill', () => {
  it('looks a complete, valid CNPJ up once and hands the company over once', async () => {
    answers.set(`/v1/pessoa-juridica/${CNPJ}`, () => json(200, company));
    const found: CompanyLookup[] = [];
    render(wrap(<CnpjProbe onFound={(c) => found.push(c)} />));
    const input = screen.getByLabelText('CNPJ');
    fireEvent.change(input, { target: { value: '11.222.333/0001-8' } });
    expect(screen.getByTestId('status').textContent).toBe('idle');
    fireEvent.change(input, { target: { value: '11.222.333/0001-81' } });
    await waitFor(() => expect(found).toHaveLength(1));
    expect(found[0]?.razao_social).toBe('CAFEEIRA BOA VISTA LTDA');
    expect(screen.getByTestId('message').textContent).toBe(AUTOFILL_MESSAGES.found);
    // Typing on (the mask re-applied, a re-render) does not fill the form again.
    fireEvent.change(input, { target: { value: '11222333000181' } });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(found).toHaveLength(1);
    expect(calls.filter((c) => c.includes('pessoa-juridica'))).toHaveLength(1);
  });

  it('never asks for a CNPJ whose check digits are wrong', async () => {
    render(wrap(<CnpjProbe onFound={() => undefined} />));
    fireEvent.change(screen.getByLabelText('CNPJ'), { target: { value: '11.222.333/0001-82' } });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(calls).toEqual([]);
    expect(screen.getByTestId('status').textContent).toBe('idle');
  });

  it("says 'not found' on a 404 and 'unavailable' on a 503, and fills nothing", async () => {
    const found: CompanyLookup[] = [];
    render(wrap(<CnpjProbe onFound={(c) => found.push(c)} />));
    fireEvent.change(screen.getByLabelText('CNPJ'), { target: { value: '11.222.333/0001-81' } });
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('not-found'));
    expect(screen.getByTestId('message').textContent).toBe(AUTOFILL_MESSAGES.notFound);

    queryClient = new QueryClient();
    answers.set(`/v1/pessoa-juridica/${CNPJ}`, () =>
      json(503, { error: 'indisponivel', error_description: PESSOAS_MESSAGES.unavailable }),
    );
    render(wrap(<CnpjProbe onFound={(c) => found.push(c)} />));
    fireEvent.change(screen.getAllByLabelText('CNPJ')[1] as HTMLElement, {
      target: { value: '11.222.333/0001-81' },
    });
    await waitFor(() => expect(screen.getAllByTestId('status')[1]?.textContent).toBe('unavailable'), {
      timeout: 5000,
    });
    // Never 'CNPJ não encontrado' when nobody could say so: the user is told to type the data.
    expect(screen.getAllByTestId('message')[1]?.textContent).toBe(
      'Consulta de CNPJ indisponível no momento; preencha os dados à mão.',
    );
    expect(found).toEqual([]);
  });
});

function AddressProbe({ initial }: { initial: Partial<Address> }) {
  const [address, setAddress] = useState<Partial<Address>>(initial);
  return (
    <div>
      <AddressFields value={address} onChange={setAddress} />
      <p data-testid="address">{JSON.stringify(address)}</p>
    </div>
  );
}

describe('AddressFields', () => {
  it('fills street, district, city, UF and IBGE code from the CEP, keeping the number', async () => {
    answers.set('/v1/cep/37130000', () => json(200, alfenas));
    render(wrap(<AddressProbe initial={{ numero: '120' }} />));
    fireEvent.input(screen.getByLabelText('CEP'), { target: { value: '37130000' } });
    await waitFor(() => expect(screen.getByLabelText('Cidade')).toHaveProperty('value', 'ALFENAS'));
    const address = JSON.parse(screen.getByTestId('address').textContent ?? '{}') as Address;
    expect(address).toMatchObject({
      cep: '37130000',
      logradouro: 'RUA JOSÉ BONIFÁCIO',
      bairro: 'CENTRO',
      uf: 'MG',
      codigo_ibge: '3101607',
      numero: '120',
    });
  });

  it("shows 'Serviço indisponível no momento.' at the CEP when the lookup fails, fields still editable", async () => {
    answers.set('/v1/cep/37130000', () =>
      json(503, { error: 'indisponivel', error_description: PESSOAS_MESSAGES.unavailable }),
    );
    render(wrap(<AddressProbe initial={{}} />));
    fireEvent.input(screen.getByLabelText('CEP'), { target: { value: '37130000' } });
    await waitFor(() => expect(screen.getByText(PESSOAS_MESSAGES.unavailable)).toBeTruthy(), {
      timeout: 5000,
    });
    const city = screen.getByLabelText('Cidade');
    expect(city).toHaveProperty('disabled', false);
    fireEvent.change(city, { target: { value: 'ALFENAS' } });
    expect(JSON.parse(screen.getByTestId('address').textContent ?? '{}')).toMatchObject({
      cidade: 'ALFENAS',
    });
  });

  it('does not look up the CEP a saved record already has', async () => {
    render(wrap(<AddressProbe initial={{ cep: '37130000', cidade: 'ALFENAS', uf: 'MG' }} />));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    // The query may run (cache warm-up), but nothing is overwritten.
    expect(JSON.parse(screen.getByTestId('address').textContent ?? '{}')).toEqual({
      cep: '37130000',
      cidade: 'ALFENAS',
      uf: 'MG',
    });
  });
});
