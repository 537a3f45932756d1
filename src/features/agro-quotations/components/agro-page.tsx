import type { ReactNode } from 'react';
import type { AgroQuotation, SketchBody } from '../../../contract/agro-quotations';
import { plantsPerHectare } from '../../../contract/agro-quotations';
import { displayCnpj, displayCpf, displayPhone } from '../../../contract/documents';
import { formatMoney } from '../../../lib/money';
import { formatHectares } from '../columns';
import { AgroActions } from './agro-actions';
import { AgroCosts } from './agro-costs';
import { AgroFrame } from './agro-header';

const card = 'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4';
const num = (n: number, digits = 2) => n.toLocaleString('pt-BR', { maximumFractionDigits: digits });
const pct = (n: number | null) => (n === null ? '—' : `${num(n, 4)}%`);

/** A map of the coordinates (opens in a new tab; the tablet's map app when it handles the link). */
export const mapHref = (lat: number, lng: number) =>
  `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(6)},${lng.toFixed(6)}`;

/** '-21,425730, -45,947420' */
const coords = (lat: number, lng: number) => `${num(lat, 6)}, ${num(lng, 6)}`;

function Block({
  id,
  title,
  items,
  children,
}: {
  id: string;
  title: string;
  items: [string, ReactNode][];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {items.map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs text-slate-500">{k}</dt>
            <dd className="text-sm break-words text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}

/** resumo-cotacao-agro: the quotation's data, its photos and sketch, the costs and the actions of its state. */
export function AgroQuotationPage({ id }: { id: string }) {
  return (
    <AgroFrame id={id} current="resumo">
      {(q) => (
        <>
          <AgroActions q={q} />
          <AgroCosts q={q} />
          <AgroDetails q={q} />
          <AgroMedia q={q} />
        </>
      )}
    </AgroFrame>
  );
}

export function AgroDetails({ q }: { q: AgroQuotation }) {
  const p = q.propriedade;
  const doc = q.produtor.documento;
  const c = q.cafezal;
  const unit = c ? 'saca' : 'unidade';
  return (
    <>
      <Block
        id="produtor-agro"
        title="Produtor"
        items={[
          ['Nome', q.produtor.nome],
          [doc.length === 14 ? 'CNPJ' : 'CPF', doc.length === 14 ? displayCnpj(doc) : displayCpf(doc)],
          ['E-mail', q.produtor.email ?? '—'],
          ['Telefone', displayPhone(q.produtor.telefone) || '—'],
          ['Grupo econômico', q.grupo_economico?.nome ?? '—'],
          ['Escritório', q.escritorio?.nome ?? '—'],
        ]}
      />
      <Block
        id="propriedade-agro"
        title="Propriedade"
        items={[
          ['Nome', p.nome],
          ['Município', `${p.municipio}/${p.uf} (IBGE ${p.codigo_ibge})`],
          ['Área', formatHectares(p.area_ha)],
          [
            'Coordenadas',
            p.latitude !== null && p.longitude !== null ? (
              <>
                {coords(p.latitude, p.longitude)}{' '}
                <a
                  href={mapHref(p.latitude, p.longitude)}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2"
                >
                  Abrir no mapa<span className="sr-only"> (abre em nova aba)</span>
                </a>
              </>
            ) : (
              '—'
            ),
          ],
        ]}
      />
      {c ? (
        <Block
          id="cafezal-agro"
          title="Cafezal"
          items={[
            ['Espécie', c.especie.nome],
            ['Variedade', c.variedade.nome],
            ['Sistema de cultivo', c.sistema_cultivo.nome],
            ['Ano de plantio', String(c.ano_plantio)],
            [
              'Espaçamento',
              `${num(c.espacamento_linhas_m)} m × ${num(c.espacamento_plantas_m)} m (${num(plantsPerHectare(c.espacamento_linhas_m, c.espacamento_plantas_m), 0)} plantas/ha)`,
            ],
            ['Número de plantas', num(c.numero_plantas, 0)],
            ['Produtividade esperada', `${num(c.produtividade_sacas_ha)} sacas/ha`],
            ['Classificação do solo', c.classificacao_solo.nome],
          ]}
        />
      ) : (
        <Block id="cultura-agro" title="Lavoura" items={[['Cultura', q.cultura?.nome ?? '—']]} />
      )}
      <Block
        id="valores-agro"
        title="Valores"
        items={[
          ['Grupo de operação', q.grupo_operacao.nome],
          ['Nível de cobertura', pct(q.nivel_cobertura)],
          [`Preço por ${unit}`, q.preco_unitario === null ? '—' : formatMoney(q.preco_unitario)],
          [
            'Importância segurada',
            q.importancia_segurada === null ? '—' : formatMoney(q.importancia_segurada),
          ],
          ['Subvenção', pct(q.subvencao_percentual)],
          ['Franquia', pct(q.franquia_percentual)],
          ['Observações', q.observacoes ?? '—'],
        ]}
      />
    </>
  );
}

/** The photos taken at the farm and the plot's sketch, read-only. */
export function AgroMedia({ q }: { q: AgroQuotation }) {
  const photos = q.arquivos.filter((f) => f.tipo === 'foto');
  const sketch = q.croqui && (q.croqui.poligono.length > 0 || q.croqui.pontos.length > 0) ? q.croqui : null;
  if (photos.length === 0 && !sketch) return null;
  return (
    <section aria-labelledby="fotos-agro" className={card}>
      <h2 id="fotos-agro" className="text-base font-semibold text-slate-900">
        Fotos e croqui
      </h2>
      {photos.length > 0 && (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {photos.map((f, i) => (
            <li key={f.id}>
              <a
                href={f.url}
                target="_blank"
                rel="noopener"
                className="block rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                <img
                  src={f.url}
                  alt={`Foto ${i + 1} da propriedade`}
                  loading="lazy"
                  width={400}
                  height={300}
                  className="w-full rounded-lg border border-slate-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {sketch && <SketchView sketch={sketch} />}
    </section>
  );
}

/** The sketch drawn on a box that keeps its shape (longitude scaled by the latitude's cosine). */
export function SketchView({ sketch }: { sketch: SketchBody }) {
  const all = [...sketch.poligono, ...sketch.pontos];
  const lat0 = all.reduce((s, p) => s + p.latitude, 0) / all.length;
  const k = Math.cos((lat0 * Math.PI) / 180);
  const xs = all.map((p) => p.longitude * k);
  const ys = all.map((p) => -p.latitude);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const span = Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY) || 1e-4;
  const size = 300;
  const pad = 12;
  const at = (p: { latitude: number; longitude: number }) =>
    [
      pad + ((p.longitude * k - minX) / span) * (size - 2 * pad),
      pad + ((-p.latitude - minY) / span) * (size - 2 * pad),
    ] as const;
  const polygon = sketch.poligono.map((p) => at(p).join(',')).join(' ');
  return (
    <figure className="flex flex-col gap-1">
      <svg
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={`Croqui da área: ${sketch.poligono.length} vértices e ${sketch.pontos.length} pontos marcados`}
        className="w-full max-w-xs rounded-lg border border-slate-200 bg-emerald-50"
      >
        {sketch.poligono.length >= 3 && (
          <polygon points={polygon} fill="#a7f3d0" fillOpacity={0.7} stroke="#047857" strokeWidth={2} />
        )}
        {sketch.poligono.length > 0 && sketch.poligono.length < 3 && (
          <polyline points={polygon} fill="none" stroke="#047857" strokeWidth={2} />
        )}
        {sketch.pontos.map((p, i) => {
          const [x, y] = at(p);
          return <circle key={i} cx={x} cy={y} r={5} fill="#f59e0b" stroke="#fff" strokeWidth={2} />;
        })}
      </svg>
      <figcaption className="text-xs text-slate-600">
        Croqui: {sketch.poligono.length} vértices, {sketch.pontos.length} pontos marcados (norte para cima).
      </figcaption>
    </figure>
  );
}
