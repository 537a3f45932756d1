import { describe, expect, it } from 'vitest';
import { plantsPerHectare } from '../../../contract/agro-quotations';
import type { GuestFormValues } from './form';
import {
  emptyGuestForm,
  formErrors,
  guestPlantsPerHectare,
  guestSuggestedInsuredAmount,
  stepErrors,
  toGuestBody,
  valuesOfBody,
  withSuggestion,
} from './form';
import { COFFEE_FORM } from './testing';
import { centroid, formatHectares, fromPlane, planarArea, polygonAreaHa, toPlane } from './sketch-geometry';

describe('each step checks its fields in Portuguese', () => {
  it('lists the messages in the order the fields are on screen (the focus goes to the first)', () => {
    expect(Object.keys(stepErrors(1, emptyGuestForm))).toEqual(['produtor.documento', 'produtor.nome']);
    const named = { ...emptyGuestForm, propriedade: { ...emptyGuestForm.propriedade, nome: 'Fazenda' } };
    expect(Object.keys(stepErrors(2, named))).toEqual([
      'propriedade.uf',
      'propriedade.municipio',
      'propriedade.area_ha',
    ]);
    expect(Object.keys(formErrors(emptyGuestForm).errors).slice(0, 3)).toEqual([
      'produtor.documento',
      'produtor.nome',
      'propriedade.nome',
    ]);
  });

  it('every message of an empty form is a sentence: "Informe o…" for what is typed, "Escolha…" for a list', () => {
    const all = Object.values(formErrors(emptyGuestForm).errors);
    for (const message of all) expect(message).toMatch(/^(Informe (o|a|os|as) |Escolha (o|a) )\S.*\.$/);
  });

  it('step 1: document, name; the check digits of a CPF and a CNPJ; the phone', () => {
    expect(stepErrors(1, emptyGuestForm)).toEqual({
      'produtor.documento': 'Informe o CPF ou CNPJ do produtor.',
      'produtor.nome': 'Informe o nome do produtor.',
    });
    const wrong = (documento: string, telefone = '') =>
      stepErrors(1, { ...COFFEE_FORM, produtor: { ...COFFEE_FORM.produtor, documento, telefone } });
    expect(wrong('529.982.247-26')['produtor.documento']).toBe('CPF inválido.');
    expect(wrong('11.222.333/0001-80')['produtor.documento']).toBe('CNPJ inválido.');
    expect(wrong('11.222.333/0001-81')).toEqual({});
    expect(wrong('1234')['produtor.documento']).toBe('O CPF deve ter 11 dígitos e o CNPJ, 14.');
    expect(wrong('529.982.247-25', '3599')['produtor.telefone']).toBe(
      'Telefone inválido: informe o DDD e o número.',
    );
    expect(
      stepErrors(1, { ...COFFEE_FORM, produtor: { ...COFFEE_FORM.produtor, email: 'jose@' } })[
        'produtor.email'
      ],
    ).toBe('E-mail do produtor inválido.');
  });

  it('step 2: farm, UF, municipality, area; coordinates in pairs and inside Brazil', () => {
    expect(stepErrors(2, emptyGuestForm)).toEqual({
      'propriedade.nome': 'Informe o nome da propriedade.',
      'propriedade.uf': 'Escolha a UF.',
      'propriedade.municipio': 'Escolha o município na lista (ou digite o nome, sem sinal).',
      'propriedade.area_ha': 'Informe a área segurada.',
    });
    const property = (patch: Partial<GuestFormValues['propriedade']>) =>
      stepErrors(2, { ...COFFEE_FORM, propriedade: { ...COFFEE_FORM.propriedade, ...patch } });
    expect(property({ longitude: null })['propriedade.longitude']).toBe(
      'Informe a latitude e a longitude (ou nenhuma das duas).',
    );
    expect(property({ latitude: 40 })['propriedade.latitude']).toBe('Latitude fora do Brasil.');
    expect(property({ area_ha: 0 })['propriedade.area_ha']).toBe('A área segurada deve ser maior que zero.');
    // Typed without the list (no signal): the IBGE code is looked up when the outbox sends it.
    expect(property({ codigo_ibge: '', sede: null })).toEqual({});
  });

  it('step 3: the coffee block, each list chosen, the variety of the species; other crops need the crop', () => {
    expect(stepErrors(3, emptyGuestForm)).toMatchObject({
      'cafezal.especie_id': 'Escolha a espécie.',
      'cafezal.variedade_id': 'Escolha a variedade.',
      'cafezal.sistema_cultivo_id': 'Escolha o sistema de cultivo.',
      'cafezal.ano_plantio': 'Informe o ano de plantio.',
      'cafezal.numero_plantas': 'Informe o número de plantas.',
      'cafezal.classificacao_solo_id': 'Escolha a classificação do solo.',
    });
    expect(
      stepErrors(3, { ...COFFEE_FORM, cafezal: { ...COFFEE_FORM.cafezal, especie_id: 'canephora' } })[
        'cafezal.variedade_id'
      ],
    ).toBe('A variedade não é da espécie escolhida.');
    expect(stepErrors(3, { ...emptyGuestForm, produto: 'agricola' })).toEqual({
      cultura: 'Escolha a cultura.',
    });
    expect(stepErrors(3, { ...emptyGuestForm, produto: 'agricola', cultura: 'soja' })).toEqual({});
  });

  it('step 4: operation group and insured value; percentages up to 100', () => {
    expect(stepErrors(4, emptyGuestForm)).toEqual({
      grupo_operacao_id: 'Escolha o grupo de operação.',
      importancia_segurada: 'Informe a importância segurada.',
    });
    expect(stepErrors(4, { ...COFFEE_FORM, franquia_percentual: 120 }).franquia_percentual).toBe(
      'Franquia: no máximo 100%.',
    );
  });

  it('step 5: a sketch has no point or at least three', () => {
    const point = { latitude: -21.5, longitude: -45.4 };
    expect(stepErrors(5, { ...COFFEE_FORM, croqui: [point, point] }).croqui).toBe(
      'O contorno do croqui precisa de ao menos 3 pontos (ou nenhum).',
    );
    expect(stepErrors(5, { ...COFFEE_FORM, croqui: [] })).toEqual({});
  });

  it('the whole form: the first step with a message, or ready to send', () => {
    expect(formErrors(COFFEE_FORM)).toEqual({ errors: {}, firstStep: null });
    expect(formErrors({ ...COFFEE_FORM, grupo_operacao_id: '' }).firstStep).toBe(4);
    expect(formErrors(emptyGuestForm).firstStep).toBe(1);
  });
});

describe('the wire body', () => {
  it('digits only, blanks left out, the link binds group and office, coffee block for coffee', () => {
    const body = toGuestBody(COFFEE_FORM, {
      id: '7f7a1d3e-3c2b-4f6a-9d8e-1a2b3c4d5e6f',
      groupId: '11111111-1111-4111-8111-111111111111',
    });
    expect(body).toMatchObject({
      id: '7f7a1d3e-3c2b-4f6a-9d8e-1a2b3c4d5e6f',
      grupo_economico_id: '11111111-1111-4111-8111-111111111111',
      produtor: { documento: '52998224725', telefone: '35998765432' },
      propriedade: { codigo_ibge: '3170701', area_ha: 12.5 },
      cafezal: { variedade_id: 'catuai_vermelho', numero_plantas: 51_000 },
      cultura: undefined,
      nivel_cobertura: 70,
    });
    expect(body).not.toHaveProperty('escritorio_id');
    // Hail insures the whole production: no coverage level.
    expect(
      toGuestBody({ ...COFFEE_FORM, cobertura: 'granizo' }, { id: 'x' }).nivel_cobertura,
    ).toBeUndefined();
  });

  it('a refused quotation reopens in the form as it was typed', () => {
    const body = toGuestBody(COFFEE_FORM, { id: 'x' });
    const back = valuesOfBody(body, null);
    expect(back.produtor.documento).toBe('52998224725');
    expect(back.cafezal).toEqual(COFFEE_FORM.cafezal);
    expect(back.importancia_segurada).toBe(350_000);
  });
});

describe('coffee arithmetic', () => {
  it('plants per hectare from the spacing (10.000 m² ÷ row × plant)', () => {
    expect(plantsPerHectare(3.5, 0.7)).toBe(4082);
    expect(plantsPerHectare(2, 0.5)).toBe(10_000);
    expect(plantsPerHectare(0, 0.5)).toBe(0);
    expect(guestPlantsPerHectare(COFFEE_FORM)).toBe(4082);
    expect(guestPlantsPerHectare(emptyGuestForm)).toBe(0);
  });

  it('insured value suggested: area × productivity × level × price; hail at 100 %; only coffee', () => {
    // 12,5 ha × 32 sc/ha × 70 % × R$ 1.250,00
    expect(guestSuggestedInsuredAmount(COFFEE_FORM)).toBe(350_000);
    expect(guestSuggestedInsuredAmount({ ...COFFEE_FORM, cobertura: 'granizo' })).toBe(500_000);
    expect(guestSuggestedInsuredAmount({ ...COFFEE_FORM, produto: 'agricola' })).toBeNull();
    expect(guestSuggestedInsuredAmount({ ...COFFEE_FORM, preco_unitario: null })).toBeNull();
  });

  it('the suggestion follows the inputs until the user types a value of their own', () => {
    const fresh = { ...COFFEE_FORM, importancia_segurada: null, importancia_editada: false };
    expect(withSuggestion(fresh).importancia_segurada).toBe(350_000);
    const typed = { ...fresh, importancia_segurada: 300_000, importancia_editada: true };
    expect(withSuggestion({ ...typed, nivel_cobertura: 80 }).importancia_segurada).toBe(300_000);
  });
});

describe('the sketch on a plane', () => {
  const origin = { latitude: -21.55, longitude: -45.43 };
  /** A 100 m × 100 m square around the origin: 1 ha. */
  const square = [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 100, y: 100 },
    { x: 0, y: 100 },
  ].map((p) => fromPlane(p, origin));

  it('shoelace area, in either direction', () => {
    expect(
      planarArea([
        { x: 0, y: 0 },
        { x: 4, y: 0 },
        { x: 4, y: 3 },
      ]),
    ).toBe(6);
    expect(
      planarArea([
        { x: 4, y: 3 },
        { x: 4, y: 0 },
        { x: 0, y: 0 },
      ]),
    ).toBe(6);
    expect(
      planarArea([
        { x: 0, y: 0 },
        { x: 1, y: 1 },
      ]),
    ).toBe(0);
  });

  it('a 100 m square drawn in coordinates is 1 ha (within 0,5 %)', () => {
    expect(polygonAreaHa(square)).toBeCloseTo(1, 2);
    expect(formatHectares(polygonAreaHa(square))).toBe('1,00 ha');
    expect(polygonAreaHa(square.slice(0, 2))).toBe(0);
  });

  it('projection and back keep a point to the centimetre', () => {
    const point = { latitude: -21.5512345, longitude: -45.4298765 };
    const back = fromPlane(toPlane(point, origin), origin);
    expect(back.latitude).toBeCloseTo(point.latitude, 6);
    expect(back.longitude).toBeCloseTo(point.longitude, 6);
    expect(centroid([])).toBeNull();
  });
});
