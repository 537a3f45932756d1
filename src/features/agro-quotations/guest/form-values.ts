import type { AgroCoverageId, AgroProductId } from '../../../contract/agro-quotations';

/**
 * The guest form's shape, its empty state and its steps, apart from the checks and the wire
 * body (form.ts, with valibot and the contract's schemas): the first step opens with this module only.
 */

/**
 * The performance mark the guest form sets once its fields are on screen and take input (the draft of
 * this device already read into them): `npm run bench` times the offline cold start up to it.
 */
export const GUEST_FORM_READY_MARK = 'cotacao-agro:formulario-pronto';

export interface GuestPoint {
  latitude: number;
  longitude: number;
}

export interface GuestFormValues {
  produtor: { documento: string; nome: string; email: string; telefone: string };
  propriedade: {
    nome: string;
    uf: string;
    municipio: string;
    /** '' while the municipality was typed without the list (no signal): resolved when sent. */
    codigo_ibge: string;
    /** The municipality's seat, from the suggest: where the sketch starts without the farm's coordinates. */
    sede: GuestPoint | null;
    latitude: number | null;
    longitude: number | null;
    area_ha: number | null;
  };
  produto: AgroProductId;
  cobertura: AgroCoverageId;
  cultura: string;
  cafezal: {
    especie_id: string;
    variedade_id: string;
    sistema_cultivo_id: string;
    ano_plantio: number | null;
    espacamento_linhas_m: number | null;
    espacamento_plantas_m: number | null;
    numero_plantas: number | null;
    produtividade_sacas_ha: number | null;
    classificacao_solo_id: string;
  };
  grupo_operacao_id: string;
  nivel_cobertura: number | null;
  preco_unitario: number | null;
  importancia_segurada: number | null;
  /** The insured value was typed by the user: the suggestion no longer replaces it. */
  importancia_editada: boolean;
  subvencao_percentual: number | null;
  franquia_percentual: number | null;
  observacoes: string;
  /** The plot's outline (croqui), in the order the points were added. */
  croqui: GuestPoint[];
}

export const emptyGuestForm: GuestFormValues = {
  produtor: { documento: '', nome: '', email: '', telefone: '' },
  propriedade: {
    nome: '',
    uf: '',
    municipio: '',
    codigo_ibge: '',
    sede: null,
    latitude: null,
    longitude: null,
    area_ha: null,
  },
  produto: 'cafezal',
  cobertura: 'multirrisco',
  cultura: '',
  cafezal: {
    especie_id: '',
    variedade_id: '',
    sistema_cultivo_id: '',
    ano_plantio: null,
    espacamento_linhas_m: null,
    espacamento_plantas_m: null,
    numero_plantas: null,
    produtividade_sacas_ha: null,
    classificacao_solo_id: '',
  },
  grupo_operacao_id: '',
  nivel_cobertura: null,
  preco_unitario: null,
  importancia_segurada: null,
  importancia_editada: false,
  subvencao_percentual: null,
  franquia_percentual: null,
  observacoes: '',
  croqui: [],
};

export const GUEST_STEPS = [
  { numero: 1, nome: 'Produtor' },
  { numero: 2, nome: 'Propriedade' },
  { numero: 3, nome: 'Lavoura' },
  { numero: 4, nome: 'Valores' },
  { numero: 5, nome: 'Fotos e croqui' },
  { numero: 6, nome: 'Revisão e envio' },
] as const;
export const LAST_GUEST_STEP = GUEST_STEPS.length;

export const clampGuestStep = (step: number | undefined): number =>
  Math.min(Math.max(Math.trunc(step ?? 1), 1), LAST_GUEST_STEP);

/** The id of a field's control, from its path ('produtor.documento' -> 'agro-produtor-documento'). */
export const fieldId = (path: string) => `agro-${path.replace(/\./g, '-')}`;
