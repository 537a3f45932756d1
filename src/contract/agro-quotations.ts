import * as v from 'valibot';
import {
  calendarDate,
  moneyAmount,
  namedRef,
  newRecordId,
  pagedOf,
  pagedQuery,
  queryInteger,
  uuid,
} from './common';
import { AGRO_QUOTATION_SORT, AGRO_STATE_IDS } from './screens/agro-quotations';

export { AGRO_QUOTATION_SORT, AGRO_STATE_IDS };

/**
 * Agribusiness (crop) quotations, /v1/agro (SPEC.md §1, §2, §4 'Agribusiness flow', §7 'Agribusiness').
 * A producer's property and crop are quoted with insurers; staff record each insurer's costs
 * per payment form, one payment form is approved, the agreement card (cartão de adesão, a PDF) is
 * generated, signed and uploaded, the signed file is approved, and the quotation becomes a proposal and
 * then a policy. Two products: `cafezal` (coffee plantations, its own fields and endpoints, SPEC's
 * '...Cafezal' calls) and `agricola` (other crops); each with the coverage `multirrisco` or `granizo`
 * (hail only). Guests (POST /connect/guestToken) create quotations from a link at the farm; the print
 * view opens with a per-quotation token. Money in reais (number, 2 decimals), areas in hectares,
 * coordinates in decimal degrees (WGS 84), dates 'aaaa-mm-dd'. docs/agro-quotations.md tells the
 * decisions.
 */

/* ---------------------------------------------------------------- fixed lists */

export const AGRO_PRODUCTS = [
  { id: 'cafezal', nome: 'Café (cafezal)' },
  { id: 'agricola', nome: 'Agrícola' },
] as const;
export type AgroProductId = (typeof AGRO_PRODUCTS)[number]['id'];
export const AGRO_PRODUCT_IDS = AGRO_PRODUCTS.map((p) => p.id) as [AgroProductId, ...AgroProductId[]];

export const AGRO_COVERAGES = [
  { id: 'multirrisco', nome: 'Multirrisco (seca, geada, granizo, chuva excessiva, vento)' },
  { id: 'granizo', nome: 'Granizo' },
] as const;
export type AgroCoverageId = (typeof AGRO_COVERAGES)[number]['id'];
export const AGRO_COVERAGE_IDS = AGRO_COVERAGES.map((c) => c.id) as [AgroCoverageId, ...AgroCoverageId[]];

/** Crops of the `agricola` product (the coffee product has its own fields). */
export const AGRO_CROPS = [
  { id: 'soja', nome: 'Soja' },
  { id: 'milho', nome: 'Milho (1ª safra)' },
  { id: 'milho_safrinha', nome: 'Milho (2ª safra)' },
  { id: 'trigo', nome: 'Trigo' },
  { id: 'feijao', nome: 'Feijão' },
  { id: 'algodao', nome: 'Algodão' },
  { id: 'arroz', nome: 'Arroz' },
  { id: 'cana', nome: 'Cana-de-açúcar' },
  { id: 'uva', nome: 'Uva' },
  { id: 'maca', nome: 'Maçã' },
  { id: 'tomate', nome: 'Tomate' },
] as const;
export type AgroCropId = (typeof AGRO_CROPS)[number]['id'];
export const AGRO_CROP_IDS = AGRO_CROPS.map((c) => c.id) as [AgroCropId, ...AgroCropId[]];

/** Coffee species (GET /v1/agro/cafe/especies/suggest). */
export const COFFEE_SPECIES = [
  { id: 'arabica', nome: 'Arábica (Coffea arabica)' },
  { id: 'canephora', nome: 'Conilon / Robusta (Coffea canephora)' },
] as const;
export type CoffeeSpeciesId = (typeof COFFEE_SPECIES)[number]['id'];

/** Coffee varieties by species (GET /v1/agro/cafe/variedades/suggest?especie_id=). */
export const COFFEE_VARIETIES = [
  { id: 'catuai_vermelho', nome: 'Catuaí Vermelho', especie_id: 'arabica' },
  { id: 'catuai_amarelo', nome: 'Catuaí Amarelo', especie_id: 'arabica' },
  { id: 'mundo_novo', nome: 'Mundo Novo', especie_id: 'arabica' },
  { id: 'bourbon_amarelo', nome: 'Bourbon Amarelo', especie_id: 'arabica' },
  { id: 'topazio', nome: 'Topázio', especie_id: 'arabica' },
  { id: 'acaia', nome: 'Acaiá', especie_id: 'arabica' },
  { id: 'catucai', nome: 'Catucaí', especie_id: 'arabica' },
  { id: 'obata', nome: 'Obatã', especie_id: 'arabica' },
  { id: 'arara', nome: 'Arara', especie_id: 'arabica' },
  { id: 'conilon_vitoria', nome: 'Conilon Vitória Incaper 8142', especie_id: 'canephora' },
  { id: 'robusta_tropical', nome: 'Robusta Tropical', especie_id: 'canephora' },
  { id: 'bra_brs_ouro_preto', nome: 'BRS Ouro Preto', especie_id: 'canephora' },
] as const satisfies readonly { id: string; nome: string; especie_id: CoffeeSpeciesId }[];

/** Cultivation systems (GET /v1/agro/cafe/sistemascultivo/suggest). */
export const COFFEE_SYSTEMS = [
  { id: 'convencional_sequeiro', nome: 'Convencional, sequeiro' },
  { id: 'convencional_irrigado', nome: 'Convencional, irrigado' },
  { id: 'adensado_sequeiro', nome: 'Adensado, sequeiro' },
  { id: 'adensado_irrigado', nome: 'Adensado, irrigado' },
  { id: 'semiadensado', nome: 'Semiadensado' },
] as const;

/**
 * Soil classes of the agricultural climate-risk zoning (ZARC, MAPA: classes by available water, 'AD1'
 * least to 'AD6' most), GET /v1/agro/agricola/classificacaoSolo/listar/{id} with a crop or `cafezal`.
 */
export const SOIL_CLASSES = [
  { id: 'AD1', nome: 'AD1: água disponível muito baixa (solos arenosos)' },
  { id: 'AD2', nome: 'AD2: água disponível baixa' },
  { id: 'AD3', nome: 'AD3: água disponível média-baixa' },
  { id: 'AD4', nome: 'AD4: água disponível média' },
  { id: 'AD5', nome: 'AD5: água disponível média-alta' },
  { id: 'AD6', nome: 'AD6: água disponível alta (solos argilosos profundos)' },
] as const;

/** Payment forms (GET /v1/agro/formaspagamento/suggest); costs are recorded per payment form. */
export const PAYMENT_FORMS = [
  { id: 'a_vista', nome: 'À vista (boleto)', parcelas: 1 },
  { id: 'parcelado_2x', nome: 'Parcelado em 2 vezes', parcelas: 2 },
  { id: 'parcelado_4x', nome: 'Parcelado em 4 vezes', parcelas: 4 },
  { id: 'debito_conta', nome: 'Débito em conta', parcelas: 1 },
  { id: 'safra', nome: 'No vencimento da safra', parcelas: 1 },
] as const;
export type PaymentFormId = (typeof PAYMENT_FORMS)[number]['id'];
export const PAYMENT_FORM_IDS = PAYMENT_FORMS.map((f) => f.id) as [PaymentFormId, ...PaymentFormId[]];

/**
 * The number of instalments a payment form means: each form's name says it ('Parcelado em 2 vezes'
 * is 2, 'À vista' is 1), so a cost line cannot carry another count than its form's.
 */
export function instalmentsOf(form: PaymentFormId): number {
  return PAYMENT_FORMS.find((f) => f.id === form)?.parcelas ?? 1;
}

/** 'Parcelado em 2 vezes: são 2 parcelas (não 4).' */
export function instalmentsMessage(form: PaymentFormId, given: number): string {
  const nome = PAYMENT_FORMS.find((f) => f.id === form)?.nome ?? form;
  const count = instalmentsOf(form);
  const expected = count === 1 ? 'parcela única' : `são ${String(count)} parcelas`;
  return `${nome}: ${expected} (não ${String(given)}).`;
}

/** Operation groups (GET /v1/agro/gruposoperacao/suggest): how the crop is financed. */
export const OPERATION_GROUPS = [
  { id: 'custeio', nome: 'Custeio agrícola (crédito rural)' },
  { id: 'investimento', nome: 'Investimento (crédito rural)' },
  { id: 'recursos_proprios', nome: 'Recursos próprios' },
  { id: 'cpr', nome: 'Cédula de Produto Rural (CPR)' },
] as const;
export type OperationGroupId = (typeof OPERATION_GROUPS)[number]['id'];
export const OPERATION_GROUP_IDS = OPERATION_GROUPS.map((g) => g.id) as [
  OperationGroupId,
  ...OperationGroupId[],
];

/** Coverage levels offered for yield insurance (percent of the expected productivity). */
export const COVERAGE_LEVELS = [50, 55, 60, 65, 70, 75, 80] as const;

/**
 * The quotation's states, in the order of SPEC.md §4's agribusiness flow. `cancelada` from any state
 * before `apolice_emitida`. The transition table is server/domains/agro-quotations/workflow.ts
 * (docs/workflows.md).
 */
export const AGRO_STATES = [
  { id: 'aguardando_custos', nome: 'Aguardando custos' },
  { id: 'aguardando_aprovacao', nome: 'Custos disponíveis, aguardando aprovação' },
  { id: 'aprovada', nome: 'Forma de pagamento aprovada' },
  { id: 'card_gerado', nome: 'Cartão de adesão gerado' },
  { id: 'arquivo_enviado', nome: 'Cartão assinado enviado' },
  { id: 'arquivo_aprovado', nome: 'Cartão assinado aprovado' },
  { id: 'proposta', nome: 'Proposta' },
  { id: 'apolice_emitida', nome: 'Apólice emitida' },
  { id: 'cancelada', nome: 'Cancelada' },
] as const;
export type AgroStateId = (typeof AGRO_STATE_IDS)[number];

/**
 * The actions of the quotation's transition table (src/contract/workflows/agro-quotations.ts, which
 * checks that both name the same ones): what `acoes` of a read may hold.
 */
export const AGRO_ACTION_IDS = [
  'adicionar_custo',
  'aprovar_forma_pagamento',
  'gerar_card',
  'enviar_arquivo',
  'aprovar_arquivo',
  'reprovar_arquivo',
  'registrar_proposta',
  'emitir_apolice',
  'cancelar',
  'enviar_foto',
  'salvar_croqui',
] as const;
export type AgroActionId = (typeof AGRO_ACTION_IDS)[number];

export const agroNameOf = (list: readonly { id: string; nome: string }[], id: string): string =>
  list.find((x) => x.id === id)?.nome ?? id;

export const AGRO_MESSAGES = {
  coffeeRequired: 'Informe os dados do cafezal: espécie, variedade, sistema de cultivo e plantio.',
  cropRequired: 'Informe a cultura.',
  varietyMismatch: 'A variedade não é da espécie escolhida.',
  productMismatch: 'Esta operação é de outro produto (use a do café ou a agrícola).',
  reasonRequired: 'Informe o motivo.',
  costNotFound: 'Custo não encontrado.',
  paymentFormNotOffered: 'Esta seguradora não ofereceu custo para esta forma de pagamento.',
  printTokenInvalid: 'Link de impressão inválido ou expirado.',
  guestOnlyOwn: 'Convidados só acessam a própria cotação.',
} as const;

/* ---------------------------------------------------------------- bodies */

/** `what` names the field with its article ('o nome do produtor'): the messages read as sentences. */
const text = (label: string, max: number, what: string) =>
  v.pipe(
    v.string(`${label}: informe um texto.`),
    v.trim(),
    v.nonEmpty(`Informe ${what}.`),
    v.maxLength(max, `${label}: no máximo ${max} caracteres.`),
  );
const optionalText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(`${label}: informe um texto.`),
      v.trim(),
      v.maxLength(max, `${label}: no máximo ${max} caracteres.`),
    ),
  );
/** `what` as in `text`, starting with its article ('a área'). */
const positive = (label: string, max: number, what: string) =>
  v.pipe(
    v.number(`Informe ${what}.`),
    v.check(
      (n) => Number.isFinite(n) && n > 0,
      `${what.charAt(0).toUpperCase()}${what.slice(1)} deve ser maior que zero.`,
    ),
    v.maxValue(max, `${label}: no máximo ${max.toLocaleString('pt-BR')}.`),
  );
const percent = (label: string) =>
  v.pipe(
    v.number(`${label}: informe um número.`),
    v.minValue(0, `${label} não pode ser negativo.`),
    v.maxValue(100, `${label}: no máximo 100%.`),
  );

/** A day that exists ('2026-02-31' passes the format but not the database): 'aaaa-mm-dd'. */
const calendarDay = (message: string) => calendarDate(message);

/** CPF (11 digits) or CNPJ (14 digits), digits only; the server checks the check digits. */
export const producerDocument = /*#__PURE__*/ v.pipe(
  v.string('Informe o CPF ou CNPJ do produtor.'),
  v.transform((s) => s.replace(/\D/g, '')),
  v.check((s) => s.length === 11 || s.length === 14, 'O CPF deve ter 11 dígitos e o CNPJ, 14.'),
);

export const producerBody = /*#__PURE__*/ v.object({
  documento: producerDocument,
  nome: text('Nome do produtor', 200, 'o nome do produtor'),
  email: v.optional(v.pipe(v.string(), v.trim(), v.email('E-mail do produtor inválido.'), v.maxLength(200))),
  telefone: optionalText('Telefone', 20),
});

export const propertyBody = /*#__PURE__*/ v.object({
  nome: text('Nome da propriedade', 200, 'o nome da propriedade'),
  municipio: text('Município', 120, 'o município'),
  uf: v.pipe(v.string('Informe a UF.'), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'UF inválida.')),
  /** The IBGE municipality code (7 digits). */
  codigo_ibge: v.pipe(
    v.string('Informe o código IBGE do município.'),
    v.regex(/^\d{7}$/, 'Código IBGE inválido: 7 dígitos.'),
  ),
  latitude: v.optional(
    v.pipe(
      v.number('Latitude inválida.'),
      v.minValue(-34, 'Latitude fora do Brasil.'),
      v.maxValue(6, 'Latitude fora do Brasil.'),
    ),
  ),
  longitude: v.optional(
    v.pipe(
      v.number('Longitude inválida.'),
      v.minValue(-74, 'Longitude fora do Brasil.'),
      v.maxValue(-34, 'Longitude fora do Brasil.'),
    ),
  ),
  area_ha: positive('Área (ha)', 1_000_000, 'a área segurada'),
});

export const coffeeBody = /*#__PURE__*/ v.object({
  especie_id: v.picklist(
    COFFEE_SPECIES.map((s) => s.id) as [CoffeeSpeciesId, ...CoffeeSpeciesId[]],
    'Espécie de café inválida.',
  ),
  variedade_id: v.picklist(
    COFFEE_VARIETIES.map((s) => s.id) as [string, ...string[]],
    'Variedade de café inválida.',
  ),
  sistema_cultivo_id: v.picklist(
    COFFEE_SYSTEMS.map((s) => s.id) as [string, ...string[]],
    'Sistema de cultivo inválido.',
  ),
  ano_plantio: v.pipe(
    v.number('Informe o ano de plantio.'),
    v.integer('Ano de plantio inválido.'),
    v.minValue(1950, 'Ano de plantio inválido.'),
    v.maxValue(2100, 'Ano de plantio inválido.'),
  ),
  /** Spacing between rows and between plants in the row, in metres. */
  espacamento_linhas_m: positive('Espaçamento entre linhas (m)', 10, 'o espaçamento entre linhas'),
  espacamento_plantas_m: positive('Espaçamento entre plantas (m)', 10, 'o espaçamento entre plantas'),
  numero_plantas: v.pipe(
    v.number('Informe o número de plantas.'),
    v.integer('Número de plantas inválido.'),
    v.minValue(1, 'Informe o número de plantas.'),
    v.maxValue(100_000_000),
  ),
  /** Expected productivity in 60 kg sacks per hectare. */
  produtividade_sacas_ha: positive('Produtividade esperada (sacas/ha)', 300, 'a produtividade esperada'),
  classificacao_solo_id: v.picklist(
    SOIL_CLASSES.map((s) => s.id) as [string, ...string[]],
    'Classificação de solo inválida.',
  ),
});

/**
 * POST /v1/agro/cotacoes. `id` (client-made) makes the offline replay idempotent. A guest's quotation
 * binds to the link's group and office (both optional). `agricola` needs `cultura`; `cafezal` needs
 * `cafezal`. The insured value defaults on the server to area × productivity × coverage level × price
 * per sack (or per unit) when omitted.
 */
export const agroQuotationBody = /*#__PURE__*/ v.pipe(
  v.object({
    id: newRecordId,
    grupo_economico_id: v.optional(uuid('Grupo econômico inválido.')),
    escritorio_id: v.optional(uuid('Escritório inválido.')),
    produto: v.picklist(AGRO_PRODUCT_IDS, 'Produto inválido: cafezal ou agricola.'),
    cobertura: v.picklist(AGRO_COVERAGE_IDS, 'Cobertura inválida: multirrisco ou granizo.'),
    produtor: producerBody,
    propriedade: propertyBody,
    cultura: v.optional(v.picklist(AGRO_CROP_IDS, 'Cultura inválida.')),
    cafezal: v.optional(coffeeBody),
    grupo_operacao_id: v.picklist(OPERATION_GROUP_IDS, 'Grupo de operação inválido.'),
    /** Percent of the expected productivity that is insured (multirrisco). */
    nivel_cobertura: v.optional(
      v.pipe(
        v.number(),
        v.check((n) => (COVERAGE_LEVELS as readonly number[]).includes(n), 'Nível de cobertura inválido.'),
      ),
    ),
    /** Price per sack (coffee) or per unit of the crop, R$. */
    preco_unitario: v.optional(moneyAmount('O preço por saca')),
    importancia_segurada: v.optional(moneyAmount('A importância segurada')),
    /** Federal premium subsidy (PSR) expected, percent. */
    subvencao_percentual: v.optional(percent('Subvenção')),
    /** Deductible (franquia), percent of the insured value. */
    franquia_percentual: v.optional(percent('Franquia')),
    observacoes: optionalText('Observações', 2000),
  }),
  v.check((b) => b.produto !== 'agricola' || b.cultura !== undefined, AGRO_MESSAGES.cropRequired),
  v.check((b) => b.produto !== 'cafezal' || b.cafezal !== undefined, AGRO_MESSAGES.coffeeRequired),
  v.check(
    (b) =>
      !b.cafezal ||
      COFFEE_VARIETIES.some((x) => x.id === b.cafezal?.variedade_id && x.especie_id === b.cafezal.especie_id),
    AGRO_MESSAGES.varietyMismatch,
  ),
);
export type AgroQuotationBody = v.InferOutput<typeof agroQuotationBody>;
export type AgroQuotationInput = v.InferInput<typeof agroQuotationBody>;

/** One payment form's price in a cost line. */
export const costOptionBody = /*#__PURE__*/ v.pipe(
  v.object({
    forma_pagamento: v.picklist(PAYMENT_FORM_IDS, 'Forma de pagamento inválida.'),
    premio: moneyAmount('O prêmio'),
    parcelas: v.pipe(
      v.number('Parcelas inválidas.'),
      v.integer('Parcelas: um número inteiro.'),
      v.minValue(1, 'Parcelas: no mínimo 1.'),
      v.maxValue(12, 'Parcelas: no máximo 12.'),
    ),
  }),
  v.forward(
    v.check(
      (o) => o.parcelas === instalmentsOf(o.forma_pagamento),
      (issue) => {
        const o = issue.input as { forma_pagamento: PaymentFormId; parcelas: number };
        return instalmentsMessage(o.forma_pagamento, o.parcelas);
      },
    ),
    ['parcelas'],
  ),
);

/** POST /v1/agro/agricola/custo/adicionar: one insurer's costs for a quotation, per payment form. */
export const agroCostBody = /*#__PURE__*/ v.pipe(
  v.object({
    id: newRecordId,
    cotacao_id: uuid('Cotação inválida.'),
    seguradora_id: uuid('Seguradora inválida.'),
    importancia_segurada: moneyAmount('A importância segurada'),
    taxa: v.pipe(
      v.number('Taxa inválida.'),
      v.minValue(0, 'A taxa não pode ser negativa.'),
      v.maxValue(100, 'Taxa: no máximo 100%.'),
    ),
    subvencao_percentual: v.optional(percent('Subvenção'), 0),
    franquia_percentual: v.optional(percent('Franquia'), 0),
    validade: calendarDay('Validade inválida: aaaa-mm-dd.'),
    opcoes: v.pipe(
      v.array(costOptionBody, 'Informe os custos por forma de pagamento.'),
      v.minLength(1, 'Informe ao menos uma forma de pagamento.'),
      v.check(
        (o) => new Set(o.map((x) => x.forma_pagamento)).size === o.length,
        'Cada forma de pagamento aparece uma vez.',
      ),
    ),
    observacoes: optionalText('Observações', 1000),
  }),
);
export type AgroCostBody = v.InferOutput<typeof agroCostBody>;

export const reasonBody = /*#__PURE__*/ v.object({
  // Missing, blank or only spaces: the same 'Informe o motivo.' (not valibot's generic message).
  motivo: v.pipe(
    v.optional(v.string(AGRO_MESSAGES.reasonRequired), ''),
    v.trim(),
    v.nonEmpty(AGRO_MESSAGES.reasonRequired),
    v.maxLength(1000, 'Motivo: no máximo 1000 caracteres.'),
  ),
});

/** PUT /v1/agro/agricola/custo/arquivo/aprovar | reprovar (reprovar needs `motivo`). */
export const fileDecisionBody = /*#__PURE__*/ v.object({
  cotacao_id: uuid('Cotação inválida.'),
  motivo: optionalText('Motivo', 1000),
});

/** PUT .../{id}/proposta | propostaCafezal. */
export const proposalBody = /*#__PURE__*/ v.object({
  numero_proposta: text('Número da proposta', 60, 'o número da proposta'),
});

/** PUT .../{id}/apolice | apoliceCafezal. */
export const agroPolicyBody = /*#__PURE__*/ v.pipe(
  v.object({
    numero_apolice: text('Número da apólice', 60, 'o número da apólice'),
    vigencia_inicio: calendarDay('Início da vigência inválido: aaaa-mm-dd.'),
    vigencia_fim: calendarDay('Fim da vigência inválido: aaaa-mm-dd.'),
  }),
  v.check((b) => b.vigencia_fim > b.vigencia_inicio, 'O fim da vigência deve ser posterior ao início.'),
);

/** A point of the plot's sketch (croqui), WGS 84. */
export const sketchPoint = /*#__PURE__*/ v.object({
  latitude: v.pipe(v.number(), v.minValue(-34), v.maxValue(6)),
  longitude: v.pipe(v.number(), v.minValue(-74), v.maxValue(-34)),
});

/** PUT /v1/agro/cotacoes/{id}/croqui: the plot's outline (3+ points) and/or marked points. */
export const sketchBody = /*#__PURE__*/ v.object({
  poligono: v.pipe(v.array(sketchPoint), v.maxLength(500, 'O croqui aceita até 500 pontos.')),
  pontos: v.pipe(v.array(sketchPoint), v.maxLength(100, 'Até 100 pontos marcados.')),
});
export type SketchBody = v.InferOutput<typeof sketchBody>;

export const agroListQuery = /*#__PURE__*/ v.object({
  ...pagedQuery(AGRO_QUOTATION_SORT).entries,
  numero: v.optional(queryInteger('O número da cotação deve ser um número inteiro entre 1 e 2.147.483.647.')),
  situacao: v.optional(v.picklist(AGRO_STATE_IDS, 'Situação inválida.')),
  produto: v.optional(v.picklist(AGRO_PRODUCT_IDS, 'Produto inválido.')),
  cobertura: v.optional(v.picklist(AGRO_COVERAGE_IDS, 'Cobertura inválida.')),
  grupo_economico_id: v.optional(uuid('Grupo econômico inválido.')),
  escritorio_id: v.optional(uuid('Escritório inválido.')),
  uf: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'UF inválida.'))),
  criado_de: v.optional(calendarDay('Data inicial inválida: aaaa-mm-dd.')),
  criado_ate: v.optional(calendarDay('Data final inválida: aaaa-mm-dd.')),
});
export type AgroListQuery = v.InferOutput<typeof agroListQuery>;

/* ---------------------------------------------------------------- wire types (answers) */

export interface AgroCostOption {
  forma_pagamento: { id: PaymentFormId; nome: string };
  premio: number;
  parcelas: number;
  valor_parcela: number;
}

export interface AgroCost {
  id: string;
  cotacao_id: string;
  seguradora: { id: string; nome: string };
  importancia_segurada: number;
  taxa: number;
  subvencao_percentual: number;
  franquia_percentual: number;
  validade: string;
  opcoes: AgroCostOption[];
  /** The approved payment form, when this cost was approved. */
  aprovada: { id: PaymentFormId; nome: string } | null;
  observacoes: string | null;
  criado_em: string;
}

/** The quotation's files: the generated card, the signed card, the photos taken at the farm. */
export interface AgroFileRef {
  id: string;
  nome: string;
  url: string;
  tipo: 'card' | 'card_assinado' | 'foto';
  criado_em: string;
}

export interface AgroQuotation {
  id: string;
  numero: number;
  situacao: { id: AgroStateId; nome: string };
  produto: { id: AgroProductId; nome: string };
  cobertura: { id: AgroCoverageId; nome: string };
  /** Started by a guest from the farm link. */
  convidado: boolean;
  grupo_economico: { id: string; nome: string } | null;
  escritorio: { id: string; nome: string } | null;
  produtor: { documento: string; nome: string; email: string | null; telefone: string | null };
  propriedade: {
    nome: string;
    municipio: string;
    uf: string;
    codigo_ibge: string;
    latitude: number | null;
    longitude: number | null;
    area_ha: number;
  };
  cultura: { id: AgroCropId; nome: string } | null;
  cafezal: {
    especie: { id: string; nome: string };
    variedade: { id: string; nome: string };
    sistema_cultivo: { id: string; nome: string };
    ano_plantio: number;
    espacamento_linhas_m: number;
    espacamento_plantas_m: number;
    numero_plantas: number;
    produtividade_sacas_ha: number;
    classificacao_solo: { id: string; nome: string };
  } | null;
  grupo_operacao: { id: OperationGroupId; nome: string };
  nivel_cobertura: number | null;
  preco_unitario: number | null;
  importancia_segurada: number | null;
  subvencao_percentual: number | null;
  franquia_percentual: number | null;
  observacoes: string | null;
  /** The approved cost and payment form. */
  aprovacao: {
    custo_id: string;
    seguradora: { id: string; nome: string };
    forma_pagamento: { id: PaymentFormId; nome: string };
    premio: number;
  } | null;
  motivo_reprovacao: string | null;
  numero_proposta: string | null;
  apolice: { numero: string; vigencia_inicio: string; vigencia_fim: string } | null;
  justificativa_cancelamento: string | null;
  croqui: SketchBody | null;
  arquivos: AgroFileRef[];
  /** The print view's link token (present for whoever may read the quotation). */
  token_impressao: string;
  criado_por: { id: string; nome: string } | null;
  criado_em: string;
  atualizado_em: string;
  /**
   * The actions the caller may run now (state, guards and, for a guest, a guest's actions). The server
   * always sends it (the schema requires it); the type lets records built by hand (tests, offline
   * copies saved before) leave it out.
   */
  acoes?: AgroActionId[];
}

/** A row of GET /v1/agro/cotacoes (and listarpropostas / listarapolices). */
export interface AgroQuotationRow {
  id: string;
  numero: number;
  situacao: { id: AgroStateId; nome: string };
  produto: { id: AgroProductId; nome: string };
  cobertura: { id: AgroCoverageId; nome: string };
  produtor: string;
  propriedade: string;
  municipio: string;
  uf: string;
  area_ha: number;
  convidado: boolean;
  grupo_economico: { id: string; nome: string } | null;
  numero_proposta: string | null;
  numero_apolice: string | null;
  premio: number | null;
  criado_em: string;
}

/** GET /v1/agro/cotacoes/dadoscontratacao: every fixed list the form needs, in one read (offline). */
export interface AgroFormData {
  produtos: { id: string; nome: string }[];
  coberturas: { id: string; nome: string }[];
  culturas: { id: string; nome: string }[];
  especies: { id: string; nome: string }[];
  variedades: { id: string; nome: string; especie_id: string }[];
  sistemas_cultivo: { id: string; nome: string }[];
  classificacoes_solo: { id: string; nome: string }[];
  formas_pagamento: { id: string; nome: string; parcelas: number }[];
  grupos_operacao: { id: string; nome: string }[];
  niveis_cobertura: number[];
}

/** GET /v1/agro/cotacoes/logCotacaoAgro/{id}: the audit rows of the quotation, newest first. */
export interface AgroLog {
  id: string;
  acao: string;
  descricao: string;
  usuario: string;
  criado_em: string;
}

export const agroQuotationRow = /*#__PURE__*/ v.object({
  id: v.string(),
  numero: v.number(),
  situacao: namedRef,
});
export const agroRowsPage = /*#__PURE__*/ pagedOf(agroQuotationRow);

/* ---------------------------------------------------------------- pure rules */

/** 'AGR-000123' (the number the guest sees and the print view shows). */
export function formatAgroNumber(numero: number): string {
  return `AGR-${String(numero).padStart(6, '0')}`;
}

/** Insured value suggested for yield coverage: area × productivity × level × unit price. */
export function suggestedInsuredAmount(input: {
  area_ha: number;
  produtividade: number;
  nivel_cobertura: number;
  preco_unitario: number;
}): number {
  const value = input.area_ha * input.produtividade * (input.nivel_cobertura / 100) * input.preco_unitario;
  return Math.round(value * 100) / 100;
}

/** Plants per hectare from the spacing (10,000 m² / (row × plant spacing)). */
export function plantsPerHectare(rowsM: number, plantsM: number): number {
  if (rowsM <= 0 || plantsM <= 0) return 0;
  return Math.round(10_000 / (rowsM * plantsM));
}

/** Which endpoints of the '...Cafezal' pair a quotation uses. */
export const isCoffee = (q: { produto: { id: AgroProductId } | AgroProductId }): boolean =>
  (typeof q.produto === 'string' ? q.produto : q.produto.id) === 'cafezal';

/* ---------------------------------------------------------------- route params, queries, answers (server) */

/** Messages of the server's refusals that the contract did not name yet (docs/agro-quotations.md). */
export const AGRO_SERVER_MESSAGES = {
  groupMissing: 'Grupo econômico não encontrado.',
  officeMissing: 'Escritório não encontrado.',
  insurerMissing: 'Seguradora não encontrada ou inativa.',
  costExists: 'Esta seguradora já tem custos nesta cotação.',
  alreadyRegistered: 'Esta cotação já foi registrada.',
  photoNotImage: 'A foto deve ser uma imagem PNG, JPEG ou WebP.',
  polygonTooShort: 'O contorno do croqui precisa de ao menos 3 pontos (ou nenhum).',
  cropNotFound: 'Cultura não encontrada.',
  noApprovedCost: 'A cotação ainda não tem forma de pagamento aprovada.',
  noSignedFile: 'A cotação ainda não tem o cartão assinado.',
} as const;

/** `{id}` of a quotation (or of a cost, in the cost routes). */
export const agroIdParams = /*#__PURE__*/ v.object({ id: uuid() });

/** `custo/{id}/aprovar/{forma}` and `aprovarcafezal/{forma}`: the cost's id and one of its payment forms. */
export const agroApproveParams = /*#__PURE__*/ v.object({
  id: uuid('Custo inválido.'),
  forma: v.picklist(PAYMENT_FORM_IDS, 'Forma de pagamento inválida.'),
});

/** `classificacaoSolo/listar/{id}`: a crop id of AGRO_CROPS or `cafezal`. */
export const soilClassParams = /*#__PURE__*/ v.object({
  id: v.pipe(v.string(), v.maxLength(60, 'Cultura não encontrada.')),
});

/**
 * `arquivo/upload` and `arquivoCafezal/upload`: the multipart body has the file (`arquivo`) and, as
 * every upload, an optional client `id`; the quotation goes in the query (`?cotacao_id=`), so the
 * multipart reader stays the one of POST /arquivos/upload.
 */
export const signedFileQuery = /*#__PURE__*/ v.object({ cotacao_id: uuid('Cotação inválida.') });

/** `{id}/impressao?token=`: the print link's token (token_impressao of the quotation). */
export const printQuery = /*#__PURE__*/ v.object({
  token: v.optional(v.pipe(v.string(), v.maxLength(200, AGRO_MESSAGES.printTokenInvalid))),
});

/** `?query=` of the fixed-list suggests (folded contains). */
export const agroSuggestQuery = /*#__PURE__*/ v.object({
  query: v.optional(
    v.pipe(
      v.string('A busca deve ser um texto.'),
      v.trim(),
      v.maxLength(200, 'A busca deve ter no máximo 200 caracteres.'),
    ),
  ),
});

/** `cafe/variedades/suggest?especie_id=&query=`. */
export const varietySuggestQuery = /*#__PURE__*/ v.object({
  ...agroSuggestQuery.entries,
  especie_id: v.optional(
    v.picklist(
      COFFEE_SPECIES.map((s) => s.id) as [CoffeeSpeciesId, ...CoffeeSpeciesId[]],
      'Espécie de café inválida.',
    ),
  ),
});

/** `municipios/suggest?query=&uf=`: name (folded contains) or IBGE code digits; at most 50. */
export const municipalitySuggestQuery = /*#__PURE__*/ v.object({
  ...agroSuggestQuery.entries,
  uf: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'UF inválida.'))),
});

/** A municipality of the IBGE list (docs/agro-quotations.md): `id` is the 7-digit IBGE code. */
export interface AgroMunicipality {
  id: string;
  nome: string;
  uf: string;
  latitude: number;
  longitude: number;
}

/** GET {id}/impressao: the quotation and its insurers' costs, for the print view (isTableView). */
export interface AgroPrintView extends AgroQuotation {
  custos: AgroCost[];
}

const ref = <T extends string>(ids: readonly [T, ...T[]]) =>
  v.object({ id: v.picklist(ids), nome: v.string() });
const nullableRef = v.nullable(v.object({ id: v.string(), nome: v.string() }));
const paymentFormRef = ref(PAYMENT_FORM_IDS);

export const agroCostOptionRecord = /*#__PURE__*/ v.object({
  forma_pagamento: paymentFormRef,
  premio: v.number(),
  parcelas: v.number(),
  valor_parcela: v.number(),
}) satisfies v.GenericSchema<AgroCostOption>;

export const agroCostRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  cotacao_id: v.string(),
  seguradora: namedRef,
  importancia_segurada: v.number(),
  taxa: v.number(),
  subvencao_percentual: v.number(),
  franquia_percentual: v.number(),
  validade: v.string(),
  opcoes: v.array(agroCostOptionRecord),
  aprovada: v.nullable(paymentFormRef),
  observacoes: v.nullable(v.string()),
  criado_em: v.string(),
}) satisfies v.GenericSchema<AgroCost>;

export const agroFileRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  nome: v.string(),
  url: v.string(),
  tipo: v.picklist(['card', 'card_assinado', 'foto']),
  criado_em: v.string(),
}) satisfies v.GenericSchema<AgroFileRef>;

const sketchRecord = v.object({
  poligono: v.array(v.object({ latitude: v.number(), longitude: v.number() })),
  pontos: v.array(v.object({ latitude: v.number(), longitude: v.number() })),
});

const agroQuotationEntries = {
  id: v.string(),
  numero: v.number(),
  situacao: ref(AGRO_STATE_IDS),
  produto: ref(AGRO_PRODUCT_IDS),
  cobertura: ref(AGRO_COVERAGE_IDS),
  convidado: v.boolean(),
  grupo_economico: nullableRef,
  escritorio: nullableRef,
  produtor: v.object({
    documento: v.string(),
    nome: v.string(),
    email: v.nullable(v.string()),
    telefone: v.nullable(v.string()),
  }),
  propriedade: v.object({
    nome: v.string(),
    municipio: v.string(),
    uf: v.string(),
    codigo_ibge: v.string(),
    latitude: v.nullable(v.number()),
    longitude: v.nullable(v.number()),
    area_ha: v.number(),
  }),
  cultura: v.nullable(ref(AGRO_CROP_IDS)),
  cafezal: v.nullable(
    v.object({
      especie: namedRef,
      variedade: namedRef,
      sistema_cultivo: namedRef,
      ano_plantio: v.number(),
      espacamento_linhas_m: v.number(),
      espacamento_plantas_m: v.number(),
      numero_plantas: v.number(),
      produtividade_sacas_ha: v.number(),
      classificacao_solo: namedRef,
    }),
  ),
  grupo_operacao: ref(OPERATION_GROUP_IDS),
  nivel_cobertura: v.nullable(v.number()),
  preco_unitario: v.nullable(v.number()),
  importancia_segurada: v.nullable(v.number()),
  subvencao_percentual: v.nullable(v.number()),
  franquia_percentual: v.nullable(v.number()),
  observacoes: v.nullable(v.string()),
  aprovacao: v.nullable(
    v.object({
      custo_id: v.string(),
      seguradora: namedRef,
      forma_pagamento: paymentFormRef,
      premio: v.number(),
    }),
  ),
  motivo_reprovacao: v.nullable(v.string()),
  numero_proposta: v.nullable(v.string()),
  apolice: v.nullable(
    v.object({ numero: v.string(), vigencia_inicio: v.string(), vigencia_fim: v.string() }),
  ),
  justificativa_cancelamento: v.nullable(v.string()),
  croqui: v.nullable(sketchRecord),
  arquivos: v.array(agroFileRecord),
  token_impressao: v.string(),
  criado_por: nullableRef,
  criado_em: v.string(),
  atualizado_em: v.string(),
  acoes: v.array(v.picklist(AGRO_ACTION_IDS)),
};

export const agroQuotationRecord = /*#__PURE__*/ v.object(
  agroQuotationEntries,
) satisfies v.GenericSchema<AgroQuotation>;

export const agroPrintRecord = /*#__PURE__*/ v.object({
  ...agroQuotationEntries,
  custos: v.array(agroCostRecord),
}) satisfies v.GenericSchema<AgroPrintView>;

/** The full row of GET /v1/agro/cotacoes (listarpropostas, listarapolices). */
export const agroQuotationRowRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  numero: v.number(),
  situacao: ref(AGRO_STATE_IDS),
  produto: ref(AGRO_PRODUCT_IDS),
  cobertura: ref(AGRO_COVERAGE_IDS),
  produtor: v.string(),
  propriedade: v.string(),
  municipio: v.string(),
  uf: v.string(),
  area_ha: v.number(),
  convidado: v.boolean(),
  grupo_economico: nullableRef,
  numero_proposta: v.nullable(v.string()),
  numero_apolice: v.nullable(v.string()),
  premio: v.nullable(v.number()),
  criado_em: v.string(),
}) satisfies v.GenericSchema<AgroQuotationRow>;
export const agroQuotationRowsPage = /*#__PURE__*/ pagedOf(agroQuotationRowRecord);

export const agroFormDataRecord = /*#__PURE__*/ v.object({
  produtos: v.array(namedRef),
  coberturas: v.array(namedRef),
  culturas: v.array(namedRef),
  especies: v.array(namedRef),
  variedades: v.array(v.object({ id: v.string(), nome: v.string(), especie_id: v.string() })),
  sistemas_cultivo: v.array(namedRef),
  classificacoes_solo: v.array(namedRef),
  formas_pagamento: v.array(v.object({ id: v.string(), nome: v.string(), parcelas: v.number() })),
  grupos_operacao: v.array(namedRef),
  niveis_cobertura: v.array(v.number()),
}) satisfies v.GenericSchema<AgroFormData>;

export const agroLogRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  acao: v.string(),
  descricao: v.string(),
  usuario: v.string(),
  criado_em: v.string(),
}) satisfies v.GenericSchema<AgroLog>;

export const agroMunicipalityRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  nome: v.string(),
  uf: v.string(),
  latitude: v.number(),
  longitude: v.number(),
}) satisfies v.GenericSchema<AgroMunicipality>;

export const agroPaymentFormRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  nome: v.string(),
  parcelas: v.number(),
});
export const agroVarietyRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  nome: v.string(),
  especie_id: v.string(),
});
