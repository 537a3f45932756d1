import type { ReactNode } from 'react';
import type { AgroFormData } from '../../../contract/agro-quotations';
import { AGRO_COVERAGES, AGRO_PRODUCTS, agroNameOf } from '../../../contract/agro-quotations';
import { displayCnpj, displayCpf, displayPhone } from '../../../contract/documents';
import { formatMoney } from '../../../lib/money';
import { Button } from '../../../ui/button';
import type { GuestFormValues } from './form';
import { GUEST_STEPS, guestPlantsPerHectare } from './form';
import { formatCoordinate, formatHectares, polygonAreaHa } from './sketch-geometry';

export interface GuestReviewProps {
  values: GuestFormValues;
  formData: AgroFormData;
  photoCount: number;
  onEdit: (step: number) => void;
}

const number = (n: number | null, suffix = '') =>
  n === null ? '—' : `${n.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}${suffix}`;
const percent = (n: number | null) => (n === null ? '—' : `${n.toLocaleString('pt-BR')}%`);
const text = (t: string) => (t.trim() === '' ? '—' : t);

function documentOf(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return digits.length === 14 ? displayCnpj(digits) : digits.length === 11 ? displayCpf(digits) : text(typed);
}

function Section({
  step,
  rows,
  onEdit,
}: {
  step: number;
  rows: [string, ReactNode][];
  onEdit: (step: number) => void;
}) {
  const name = GUEST_STEPS[step - 1]?.nome ?? '';
  return (
    <section className="rounded-lg border border-slate-200 p-4" aria-labelledby={`revisao-${step}`}>
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 id={`revisao-${step}`} className="text-base font-semibold text-slate-900">
          {name}
        </h3>
        <Button variant="ghost" onClick={() => onEdit(step)} aria-label={`Editar ${name.toLowerCase()}`}>
          Editar
        </Button>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Step 6: everything typed, by step, each with 'Editar', before 'Enviar cotação'. */
export function GuestReview({ values, formData, photoCount, onEdit }: GuestReviewProps) {
  const { produtor, propriedade, cafezal } = values;
  const coffee = values.produto === 'cafezal';
  const perHectare = guestPlantsPerHectare(values);
  const sketchArea = polygonAreaHa(values.croqui);
  return (
    <div className="flex flex-col gap-4">
      <Section
        step={1}
        onEdit={onEdit}
        rows={[
          ['CPF ou CNPJ', documentOf(produtor.documento)],
          ['Nome', text(produtor.nome)],
          ['E-mail', text(produtor.email)],
          ['Telefone', text(displayPhone(produtor.telefone.replace(/\D/g, '')))],
        ]}
      />
      <Section
        step={2}
        onEdit={onEdit}
        rows={[
          ['Propriedade', text(propriedade.nome)],
          [
            'Município',
            propriedade.municipio
              ? `${propriedade.municipio} – ${propriedade.uf}${propriedade.codigo_ibge ? ` (IBGE ${propriedade.codigo_ibge})` : ' (código IBGE buscado no envio)'}`
              : '—',
          ],
          [
            'Coordenadas',
            propriedade.latitude !== null && propriedade.longitude !== null
              ? `${formatCoordinate(propriedade.latitude)}, ${formatCoordinate(propriedade.longitude)}`
              : '—',
          ],
          ['Área', propriedade.area_ha === null ? '—' : formatHectares(propriedade.area_ha)],
        ]}
      />
      <Section
        step={3}
        onEdit={onEdit}
        rows={[
          ['Produto', agroNameOf(AGRO_PRODUCTS, values.produto)],
          ['Cobertura', agroNameOf(AGRO_COVERAGES, values.cobertura)],
          ...(coffee
            ? ([
                ['Espécie', agroNameOf(formData.especies, cafezal.especie_id) || '—'],
                ['Variedade', agroNameOf(formData.variedades, cafezal.variedade_id) || '—'],
                [
                  'Sistema de cultivo',
                  agroNameOf(formData.sistemas_cultivo, cafezal.sistema_cultivo_id) || '—',
                ],
                ['Ano de plantio', cafezal.ano_plantio === null ? '—' : String(cafezal.ano_plantio)],
                [
                  'Espaçamento',
                  `${number(cafezal.espacamento_linhas_m, ' m')} × ${number(cafezal.espacamento_plantas_m, ' m')}`,
                ],
                ['Plantas por hectare', perHectare ? perHectare.toLocaleString('pt-BR') : '—'],
                ['Número de plantas', number(cafezal.numero_plantas)],
                ['Produtividade esperada', number(cafezal.produtividade_sacas_ha, ' sacas/ha')],
                [
                  'Classificação do solo',
                  agroNameOf(formData.classificacoes_solo, cafezal.classificacao_solo_id) || '—',
                ],
              ] as [string, ReactNode][])
            : ([['Cultura', agroNameOf(formData.culturas, values.cultura) || '—']] as [string, ReactNode][])),
        ]}
      />
      <Section
        step={4}
        onEdit={onEdit}
        rows={[
          ['Grupo de operação', agroNameOf(formData.grupos_operacao, values.grupo_operacao_id) || '—'],
          ...(values.cobertura === 'multirrisco'
            ? ([['Nível de cobertura', percent(values.nivel_cobertura)]] as [string, ReactNode][])
            : []),
          [
            coffee ? 'Preço por saca' : 'Preço por unidade',
            values.preco_unitario === null ? '—' : formatMoney(values.preco_unitario),
          ],
          [
            'Importância segurada',
            values.importancia_segurada === null ? '—' : formatMoney(values.importancia_segurada),
          ],
          ['Subvenção', percent(values.subvencao_percentual)],
          ['Franquia', percent(values.franquia_percentual)],
          ['Observações', text(values.observacoes)],
        ]}
      />
      <Section
        step={5}
        onEdit={onEdit}
        rows={[
          ['Fotos', photoCount === 0 ? 'Nenhuma' : `${photoCount}`],
          [
            'Croqui',
            values.croqui.length === 0
              ? 'Não desenhado'
              : `${values.croqui.length} pontos${values.croqui.length >= 3 ? `, ${formatHectares(sketchArea)}` : ''}`,
          ],
        ]}
      />
    </div>
  );
}
