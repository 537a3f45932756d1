import * as v from 'valibot';
import type { PolicyData, PolicyEdit } from '../../contract/policies';
import { POLICY_MESSAGES, policyBody } from '../../contract/policies';
import { parseUniqueNumber } from '../../lib/cnj';

/**
 * The policy form's values: flat (one input each), money and percent as numbers or null while empty.
 * `exige_processo` mirrors GET opcoes of the chosen sub-modality, so the court case is asked for (and
 * checked) only where the sub-modality needs one.
 */
export interface PolicyFormValues {
  numero: string;
  seguradora_id: string;
  grupo_economico_id: string;
  tomador_id: string;
  modalidade_id: string;
  submodalidade_id: string;
  tipo_emissao_id: string;
  segurado_tipo: 'PF' | 'PJ';
  segurado_documento: string;
  segurado_nome: string;
  importancia_segurada: number | null;
  premio: number | null;
  comissao: number | null;
  emitida_em: string;
  vigencia_inicio: string;
  vigencia_fim: string;
  exige_processo: boolean;
  processo_numero: string;
  arquivo_id: string | null;
}

export const POLICY_FORM_FIELDS = [
  'numero',
  'seguradora_id',
  'grupo_economico_id',
  'tomador_id',
  'modalidade_id',
  'submodalidade_id',
  'tipo_emissao_id',
  'segurado_tipo',
  'segurado_documento',
  'segurado_nome',
  'importancia_segurada',
  'premio',
  'comissao',
  'emitida_em',
  'vigencia_inicio',
  'vigencia_fim',
  'processo_numero',
] as const satisfies readonly (keyof PolicyFormValues)[];

export const emptyPolicyForm: PolicyFormValues = {
  numero: '',
  seguradora_id: '',
  grupo_economico_id: '',
  tomador_id: '',
  modalidade_id: '',
  submodalidade_id: '',
  tipo_emissao_id: '',
  segurado_tipo: 'PJ',
  segurado_documento: '',
  segurado_nome: '',
  importancia_segurada: null,
  premio: null,
  comissao: null,
  emitida_em: '',
  vigencia_inicio: '',
  vigencia_fim: '',
  exige_processo: false,
  processo_numero: '',
  arquivo_id: null,
};

/** The wire body of the form's values (the same body the server validates with `policyBody`). */
export function toPolicyInput(f: PolicyFormValues) {
  const insured = f.segurado_documento.trim() || f.segurado_nome.trim();
  return {
    numero: f.numero,
    seguradora_id: f.seguradora_id,
    grupo_economico_id: f.grupo_economico_id,
    tomador_id: f.tomador_id,
    modalidade_id: f.modalidade_id,
    submodalidade_id: f.submodalidade_id,
    tipo_emissao_id: f.tipo_emissao_id,
    segurado: insured
      ? { tipo: f.segurado_tipo, documento: f.segurado_documento, nome: f.segurado_nome }
      : null,
    importancia_segurada: f.importancia_segurada,
    premio: f.premio,
    comissao: f.comissao,
    emitida_em: f.emitida_em,
    vigencia_inicio: f.vigencia_inicio,
    vigencia_fim: f.vigencia_fim,
    processo: f.exige_processo ? { numero: f.processo_numero, unidade_id: null } : null,
    arquivo_id: f.arquivo_id,
  };
}

/** A wire field named in a server refusal, as the form's field ('segurado.documento' → 'segurado_documento'). */
export const formFieldOfWire = (field: string): string =>
  ({
    segurado: 'segurado_documento',
    'segurado.tipo': 'segurado_tipo',
    'segurado.documento': 'segurado_documento',
    'segurado.nome': 'segurado_nome',
    processo: 'processo_numero',
    'processo.numero': 'processo_numero',
  })[field] ?? field;

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
const requiredMoney = (message: string) =>
  v.pipe(
    v.nullable(v.number(message)),
    v.check((n) => n !== null, message),
  );

/**
 * What the form checks before sending: each field's own message (so every empty field is named at
 * once), then the body's rules (`policyBody`: amounts, dates, validity order), then the court case
 * where the sub-modality needs one (format and check digit of the CNJ number).
 */
export const policyFormSchema = v.pipe(
  v.object({
    numero: required('Informe o número da apólice.'),
    seguradora_id: required('Escolha a seguradora.'),
    grupo_economico_id: required('Escolha o grupo econômico.'),
    tomador_id: required('Escolha o tomador.'),
    modalidade_id: required('Escolha a modalidade.'),
    submodalidade_id: required('Escolha a sub-modalidade.'),
    tipo_emissao_id: required('Escolha o tipo de emissão.'),
    segurado_tipo: v.picklist(['PF', 'PJ'], 'Tipo do segurado: PF ou PJ.'),
    segurado_documento: v.string(),
    segurado_nome: v.string(),
    importancia_segurada: requiredMoney('Informe a importância segurada.'),
    premio: requiredMoney('Informe o prêmio.'),
    comissao: v.nullable(v.number()),
    emitida_em: required('Informe a data de emissão.'),
    vigencia_inicio: required('Informe o início da vigência.'),
    vigencia_fim: required('Informe o fim da vigência.'),
    exige_processo: v.boolean(),
    processo_numero: v.string(),
    arquivo_id: v.nullable(v.string()),
  }),
  v.forward(
    v.check((f) => !f.exige_processo || f.processo_numero.trim() !== '', POLICY_MESSAGES.processRequired),
    ['processo_numero'],
  ),
  v.forward(
    v.check(
      (f) => !f.exige_processo || !f.processo_numero.trim() || parseUniqueNumber(f.processo_numero).ok,
      POLICY_MESSAGES.processInvalid,
    ),
    ['processo_numero'],
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const values = dataset.value;
    const body = v.safeParse(policyBody, toPolicyInput(values));
    if (body.success) return body.output;
    for (const issue of body.issues) {
      const path = v.getDotPath(issue) ?? 'vigencia_fim';
      addIssue({
        message: issue.message,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: values as unknown as Record<string, unknown>,
            key: formFieldOfWire(path),
            value: undefined,
          },
        ],
      });
    }
    return NEVER;
  }),
) satisfies v.GenericSchema<PolicyFormValues, PolicyData>;

/** The form's values of a policy being edited (GET {id}/edicao); `exige_processo` until opcoes answers. */
export function formValuesOfEdit(p: PolicyEdit): PolicyFormValues {
  return {
    numero: p.numero,
    seguradora_id: p.seguradora_id,
    grupo_economico_id: p.grupo_economico_id,
    tomador_id: p.tomador_id,
    modalidade_id: p.modalidade_id,
    submodalidade_id: p.submodalidade_id,
    tipo_emissao_id: p.tipo_emissao_id,
    segurado_tipo: p.segurado?.tipo ?? 'PJ',
    segurado_documento: p.segurado?.documento ?? '',
    segurado_nome: p.segurado?.nome ?? '',
    importancia_segurada: p.importancia_segurada,
    premio: p.premio,
    comissao: p.comissao,
    emitida_em: p.emitida_em,
    vigencia_inicio: p.vigencia_inicio,
    vigencia_fim: p.vigencia_fim,
    exige_processo: p.processo !== null,
    processo_numero: p.processo?.numero ?? '',
    arquivo_id: p.arquivo_id,
  };
}
