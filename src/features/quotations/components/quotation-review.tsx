// Step 6 of the guarantee quotation form: the review of everything typed, each block with its way back.
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import {
  APPEAL_TYPES,
  DEFAULT_APPEAL_PERCENT,
  EMISSION_TYPES,
  nameOf,
} from '../../../contract/guarantee-quotations';
import { UNIT_NOT_APPLICABLE } from '../../../contract/judiciary';
import { displayCep } from '../../../contract/pessoas';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { Button } from '../../../ui/button';
import type { QuotationFormValues } from '../form-schema';
import { appealApplies, processApplies } from '../form-schema';
import { labelWithCnpj, RichTextEditor } from './quotation-form-shared';

/* ---------------------------------------------------------------- step 6: Revisão */

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900">{children || '—'}</dd>
    </div>
  );
}

function ReviewSection({
  title,
  onEdit,
  children,
}: {
  title: string;
  onEdit?: () => void;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <header className="flex items-center justify-between gap-3">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        {onEdit && (
          <Button variant="ghost" onClick={onEdit} aria-label={`Alterar ${title.toLowerCase()}`}>
            Alterar
          </Button>
        )}
      </header>
      <dl className="flex flex-col gap-2">{children}</dl>
    </section>
  );
}

export interface QuotationReviewProps {
  values: QuotationFormValues;
  /** Opens the step of a section to change it. */
  onEdit?: (step: number) => void;
}

/** Everything the quotation will be created with, by step. */
export function QuotationReview({ values, onEdit }: QuotationReviewProps) {
  const s = values.segurado;
  const edit = (step: number) => (onEdit ? () => onEdit(step) : undefined);
  const address = [
    s.logradouro,
    s.numero,
    s.complemento,
    s.bairro,
    [s.cidade, s.uf].filter(Boolean).join('/'),
    s.cep ? `CEP ${displayCep(s.cep)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const hasAppeal = appealApplies(values);
  const hasProcess = processApplies(values);
  const resolution = values.processo.resolucao;
  return (
    <div className="flex flex-col gap-4">
      <ReviewSection title="Tomador" onEdit={edit(1)}>
        <Row label="Grupo econômico">{values.grupo_economico?.nome}</Row>
        <Row label="Tomador">{values.tomador && labelWithCnpj(values.tomador.nome, values.tomador.cnpj)}</Row>
      </ReviewSection>
      <ReviewSection title="Modalidade" onEdit={edit(2)}>
        <Row label="Modalidade">{values.modalidade?.nome}</Row>
        <Row label="Sub-modalidade">{values.submodalidade?.nome}</Row>
        <Row label="Tipo de emissão">
          {values.tipo_emissao_id && nameOf(EMISSION_TYPES, values.tipo_emissao_id)}
        </Row>
      </ReviewSection>
      <ReviewSection title="Segurado" onEdit={edit(3)}>
        <Row label={s.tipo === 'PF' ? 'CPF' : 'CNPJ'}>{s.documento}</Row>
        <Row label="Nome">{s.nome}</Row>
        <Row label="Endereço">{address}</Row>
      </ReviewSection>
      <ReviewSection title="Garantia" onEdit={edit(4)}>
        <Row label="Importância segurada">
          {values.importancia_segurada !== null && formatMoney(values.importancia_segurada)}
        </Row>
        <Row label="Vigência">
          {values.vigencia_inicio && values.vigencia_fim
            ? `${formatDate(values.vigencia_inicio)} a ${formatDate(values.vigencia_fim)}`
            : null}
        </Row>
        {hasAppeal && (
          <>
            <Row label="Tipo de recurso">
              {values.recurso.tipo_id && nameOf(APPEAL_TYPES, values.recurso.tipo_id)}
            </Row>
            <Row label="Depósito recursal">
              {values.recurso.valor !== null &&
                `${formatMoney(values.recurso.valor)} + ${String(values.recurso.percentual ?? DEFAULT_APPEAL_PERCENT).replace('.', ',')}%`}
            </Row>
          </>
        )}
        {hasProcess && (
          <>
            <Row label="Processo">{values.processo.numero}</Row>
            <Row label="Tribunal">{resolution?.tribunal?.nome}</Row>
            <Row label="Vara">{resolution ? (resolution.unidade?.nome ?? UNIT_NOT_APPLICABLE) : null}</Row>
          </>
        )}
      </ReviewSection>
      <ReviewSection title="Objeto" onEdit={edit(5)}>
        {values.objeto ? (
          <Suspense fallback={<p className="text-sm text-slate-500">Carregando…</p>}>
            <div className="text-sm">
              <RichTextEditor label="Objeto da garantia" value={values.objeto} readOnly />
            </div>
          </Suspense>
        ) : (
          <Row label="Objeto">{null}</Row>
        )}
      </ReviewSection>
    </div>
  );
}
