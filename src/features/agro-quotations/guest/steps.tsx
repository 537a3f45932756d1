import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LocateFixed } from 'lucide-react';
import type { AgroMunicipality } from '../../../contract/agro-quotations';
import { AGRO_COVERAGES, AGRO_PRODUCTS, COVERAGE_LEVELS } from '../../../contract/agro-quotations';
import { UFS } from '../../../contract/judiciary';
import { isUnreachable } from '../../../api/reachability';
import { municipalitySuggestQuery } from '../../../lookups/agro';
import { ensureGuestSession } from '../../../offline/guest';
import { formatMoney } from '../../../lib/money';
import { Autocomplete } from '../../../ui/autocomplete';
import { Button } from '../../../ui/button';
import { MoneyInput } from '../../../ui/money-input';
import { NumberInput } from '../../../ui/number-input';
import { PercentInput } from '../../../ui/percent-input';
import { SelectInput } from '../../../ui/select-input';
import { TextArea } from '../../../ui/text-area';
import { TextInput } from '../../../ui/text-input';
import type { StepProps } from './fields';
import { ChoiceGroup, DecimalInput, GuestField, Options } from './fields';
import type { GuestFormValues } from './form';
import { guestPlantsPerHectare, guestSuggestedInsuredAmount, withSuggestion } from './form';
import { currentPosition } from './geolocation';

const AREA = { scale: 2, max: 1_000_000, padDecimals: false, suffix: 'ha' };
const METRES = { scale: 2, max: 10, padDecimals: false, suffix: 'm' };
const COUNT = { scale: 0, max: 100_000_000, padDecimals: false };
const SACKS = { scale: 1, max: 300, padDecimals: false, suffix: 'sc/ha' };

const isOffline = () => !navigator.onLine || isUnreachable();
const digitsOf = (text: string) => text.replace(/\D/g, '');

type Property = GuestFormValues['propriedade'];
type Coffee = GuestFormValues['cafezal'];

/* ---------------------------------------------------------------- 2. property */

const OFFLINE_MUNICIPALITY =
  'Sem conexão e sem esta busca guardada: use “Digitar o município” (o código IBGE é buscado no envio).';

function MunicipalityField({ values, update, errors }: StepProps) {
  const queryClient = useQueryClient();
  const { propriedade } = values;
  const [manual, setManual] = useState(propriedade.codigo_ibge === '' && propriedade.municipio !== '');
  const set = (patch: Partial<Property>) =>
    update((v) => ({ ...v, propriedade: { ...v.propriedade, ...patch } }));
  const chosen: AgroMunicipality | null =
    propriedade.codigo_ibge === ''
      ? null
      : {
          id: propriedade.codigo_ibge,
          nome: propriedade.municipio,
          uf: propriedade.uf,
          latitude: propriedade.sede?.latitude ?? 0,
          longitude: propriedade.sede?.longitude ?? 0,
        };

  /** Answers seen before serve offline (the query cache is kept on the device). */
  async function load(text: string): Promise<AgroMunicipality[]> {
    const options = municipalitySuggestQuery(text, propriedade.uf);
    const cached = queryClient.getQueryData<AgroMunicipality[]>(options.queryKey);
    if (isOffline()) return cached ?? [];
    await ensureGuestSession();
    return (await queryClient.query(options)) as AgroMunicipality[];
  }

  return (
    <div className="flex flex-col gap-2">
      {manual ? (
        <GuestField
          path="propriedade.municipio"
          label="Município"
          errors={errors}
          required
          hint="O código IBGE será buscado pelo nome quando a cotação for enviada."
        >
          <TextInput
            value={propriedade.municipio}
            onChange={(e) => set({ municipio: e.currentTarget.value, codigo_ibge: '', sede: null })}
          />
        </GuestField>
      ) : (
        <GuestField
          path="propriedade.municipio"
          label="Município"
          errors={errors}
          required
          hint={propriedade.uf ? undefined : 'Escolha a UF para buscar só os municípios dela.'}
        >
          <Autocomplete<AgroMunicipality>
            value={chosen}
            onChange={(m) =>
              set(
                m
                  ? {
                      municipio: m.nome,
                      codigo_ibge: m.id,
                      uf: m.uf,
                      sede:
                        typeof m.latitude === 'number' && typeof m.longitude === 'number'
                          ? { latitude: m.latitude, longitude: m.longitude }
                          : null,
                    }
                  : { municipio: '', codigo_ibge: '', sede: null },
              )
            }
            load={load}
            getLabel={(m) => `${m.nome} – ${m.uf}`}
            getKey={(m) => m.id}
            renderOption={(m) => (
              <>
                <span>
                  {m.nome} – {m.uf}
                </span>
                <span className="text-xs text-slate-500">IBGE {m.id}</span>
              </>
            )}
            minChars={2}
            placeholder="Digite o nome do município"
            emptyText={isOffline() ? OFFLINE_MUNICIPALITY : 'Nenhum município encontrado.'}
          />
        </GuestField>
      )}
      <div>
        <Button
          variant="ghost"
          onClick={() => {
            setManual(!manual);
            set({ municipio: '', codigo_ibge: '', sede: null });
          }}
        >
          {manual ? 'Buscar o município na lista' : 'Digitar o município (sem sinal)'}
        </Button>
      </div>
    </div>
  );
}

export function PropertyStep(props: StepProps) {
  const { values, update, errors } = props;
  const { propriedade } = values;
  const [locating, setLocating] = useState(false);
  const [gpsMessage, setGpsMessage] = useState<string | null>(null);
  const set = (patch: Partial<Property>) =>
    update((v) => withSuggestion({ ...v, propriedade: { ...v.propriedade, ...patch } }));

  async function locate() {
    setLocating(true);
    setGpsMessage(null);
    try {
      const point = await currentPosition();
      set({ latitude: point.latitude, longitude: point.longitude });
      setGpsMessage('Localização preenchida pelo GPS do dispositivo.');
    } catch (error) {
      setGpsMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setLocating(false);
    }
  }

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <GuestField
        path="propriedade.nome"
        label="Nome da propriedade (fazenda)"
        errors={errors}
        required
        className="md:col-span-2"
      >
        <TextInput value={propriedade.nome} onChange={(e) => set({ nome: e.currentTarget.value })} />
      </GuestField>
      <GuestField path="propriedade.uf" label="UF" errors={errors} required>
        <SelectInput
          value={propriedade.uf}
          onChange={(e) => {
            const uf = e.currentTarget.value;
            // A municipality of another state no longer fits.
            set(uf === propriedade.uf ? {} : { uf, municipio: '', codigo_ibge: '', sede: null });
          }}
        >
          <Options items={UFS.map((uf) => ({ id: uf, nome: uf }))} />
        </SelectInput>
      </GuestField>
      <MunicipalityField {...props} />
      <fieldset className="flex flex-col gap-3 md:col-span-2">
        <legend className="mb-1 text-sm font-medium text-slate-700">
          Coordenadas da propriedade (opcional)
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <GuestField path="propriedade.latitude" label="Latitude" errors={errors} hint="Ex.: -21,123456">
            <DecimalInput value={propriedade.latitude} onChange={(latitude) => set({ latitude })} />
          </GuestField>
          <GuestField path="propriedade.longitude" label="Longitude" errors={errors} hint="Ex.: -45,123456">
            <DecimalInput value={propriedade.longitude} onChange={(longitude) => set({ longitude })} />
          </GuestField>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            loading={locating}
            icon={<LocateFixed aria-hidden="true" className="size-4" />}
            onClick={() => void locate()}
          >
            Usar minha localização
          </Button>
          <p role="status" className="text-sm text-slate-600">
            {gpsMessage}
          </p>
        </div>
      </fieldset>
      <GuestField path="propriedade.area_ha" label="Área segurada (hectares)" errors={errors} required>
        <NumberInput format={AREA} value={propriedade.area_ha} onChange={(area_ha) => set({ area_ha })} />
      </GuestField>
    </div>
  );
}

/* ---------------------------------------------------------------- 3. crop */

function CoffeeFields({ values, update, errors, formData }: StepProps) {
  const { cafezal } = values;
  const set = (patch: Partial<Coffee>) =>
    update((v) => withSuggestion({ ...v, cafezal: { ...v.cafezal, ...patch } }));
  const varieties = formData.variedades.filter((x) => x.especie_id === cafezal.especie_id);
  const perHectare = guestPlantsPerHectare(values);
  const estimate =
    perHectare && values.propriedade.area_ha ? Math.round(perHectare * values.propriedade.area_ha) : 0;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <GuestField path="cafezal.especie_id" label="Espécie" errors={errors} required>
        <SelectInput
          value={cafezal.especie_id}
          onChange={(e) => {
            const especie_id = e.currentTarget.value;
            // The variety belongs to a species: another species clears it.
            set({ especie_id, variedade_id: especie_id === cafezal.especie_id ? cafezal.variedade_id : '' });
          }}
        >
          <Options items={formData.especies} />
        </SelectInput>
      </GuestField>
      <GuestField
        path="cafezal.variedade_id"
        label="Variedade"
        errors={errors}
        required
        hint={cafezal.especie_id ? undefined : 'Escolha a espécie primeiro.'}
      >
        <SelectInput
          value={cafezal.variedade_id}
          disabled={!cafezal.especie_id}
          onChange={(e) => set({ variedade_id: e.currentTarget.value })}
        >
          <Options items={varieties} />
        </SelectInput>
      </GuestField>
      <GuestField path="cafezal.sistema_cultivo_id" label="Sistema de cultivo" errors={errors} required>
        <SelectInput
          value={cafezal.sistema_cultivo_id}
          onChange={(e) => set({ sistema_cultivo_id: e.currentTarget.value })}
        >
          <Options items={formData.sistemas_cultivo} />
        </SelectInput>
      </GuestField>
      <GuestField path="cafezal.ano_plantio" label="Ano de plantio" errors={errors} required>
        <TextInput
          inputMode="numeric"
          maxLength={4}
          placeholder="aaaa"
          value={cafezal.ano_plantio === null ? '' : String(cafezal.ano_plantio)}
          onChange={(e) => {
            const text = digitsOf(e.currentTarget.value);
            set({ ano_plantio: text === '' ? null : Number(text) });
          }}
        />
      </GuestField>
      <GuestField
        path="cafezal.espacamento_linhas_m"
        label="Espaçamento entre linhas"
        errors={errors}
        required
      >
        <NumberInput
          format={METRES}
          value={cafezal.espacamento_linhas_m}
          onChange={(espacamento_linhas_m) => set({ espacamento_linhas_m })}
        />
      </GuestField>
      <GuestField
        path="cafezal.espacamento_plantas_m"
        label="Espaçamento entre plantas (na linha)"
        errors={errors}
        required
      >
        <NumberInput
          format={METRES}
          value={cafezal.espacamento_plantas_m}
          onChange={(espacamento_plantas_m) => set({ espacamento_plantas_m })}
        />
      </GuestField>
      <div className="flex flex-col gap-1.5 md:col-span-2">
        <span className="text-sm font-medium text-slate-700" id="plantas-por-hectare">
          Plantas por hectare
        </span>
        <output
          aria-labelledby="plantas-por-hectare"
          aria-live="polite"
          className="text-base text-slate-900 tabular-nums"
        >
          {perHectare ? perHectare.toLocaleString('pt-BR') : '— (informe os dois espaçamentos)'}
        </output>
      </div>
      <GuestField
        path="cafezal.numero_plantas"
        label="Número de plantas"
        errors={errors}
        required
        hint={
          estimate
            ? `Estimativa pela área e pelo espaçamento: ${estimate.toLocaleString('pt-BR')} plantas.`
            : undefined
        }
      >
        <NumberInput
          format={COUNT}
          value={cafezal.numero_plantas}
          onChange={(numero_plantas) => set({ numero_plantas })}
        />
      </GuestField>
      {estimate > 0 && estimate !== cafezal.numero_plantas && (
        <div>
          <Button variant="secondary" onClick={() => set({ numero_plantas: estimate })}>
            Usar a estimativa
          </Button>
        </div>
      )}
      <GuestField
        path="cafezal.produtividade_sacas_ha"
        label="Produtividade esperada"
        errors={errors}
        required
        hint="Sacas de 60 kg por hectare."
      >
        <NumberInput
          format={SACKS}
          value={cafezal.produtividade_sacas_ha}
          onChange={(produtividade_sacas_ha) => set({ produtividade_sacas_ha })}
        />
      </GuestField>
      <GuestField path="cafezal.classificacao_solo_id" label="Classificação do solo" errors={errors} required>
        <SelectInput
          value={cafezal.classificacao_solo_id}
          onChange={(e) => set({ classificacao_solo_id: e.currentTarget.value })}
        >
          <Options items={formData.classificacoes_solo} />
        </SelectInput>
      </GuestField>
    </div>
  );
}

export function CropStep(props: StepProps) {
  const { values, update, errors, formData } = props;
  return (
    <div className="flex flex-col gap-5">
      <ChoiceGroup
        legend="Produto"
        name="produto"
        value={values.produto}
        options={AGRO_PRODUCTS}
        onChange={(produto) => update((v) => withSuggestion({ ...v, produto }))}
      />
      <ChoiceGroup
        legend="Cobertura"
        name="cobertura"
        value={values.cobertura}
        options={AGRO_COVERAGES}
        onChange={(cobertura) => update((v) => withSuggestion({ ...v, cobertura }))}
      />
      {values.produto === 'cafezal' ? (
        <CoffeeFields {...props} />
      ) : (
        <GuestField path="cultura" label="Cultura" errors={errors} required>
          <SelectInput
            value={values.cultura}
            onChange={(e) => {
              const cultura = e.currentTarget.value;
              update((v) => ({ ...v, cultura }));
            }}
          >
            <Options items={formData.culturas} />
          </SelectInput>
        </GuestField>
      )}
    </div>
  );
}

/* ---------------------------------------------------------------- 4. values */

export function ValuesStep({ values, update, errors, formData }: StepProps) {
  const suggested = guestSuggestedInsuredAmount(values);
  const coffee = values.produto === 'cafezal';
  const levels = formData.niveis_cobertura.length > 0 ? formData.niveis_cobertura : [...COVERAGE_LEVELS];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <GuestField
        path="grupo_operacao_id"
        label="Grupo de operação"
        errors={errors}
        required
        hint="Como a lavoura é financiada."
      >
        <SelectInput
          value={values.grupo_operacao_id}
          onChange={(e) => {
            const grupo_operacao_id = e.currentTarget.value;
            update((v) => ({ ...v, grupo_operacao_id }));
          }}
        >
          <Options items={formData.grupos_operacao} />
        </SelectInput>
      </GuestField>
      {values.cobertura === 'multirrisco' && (
        <GuestField
          path="nivel_cobertura"
          label="Nível de cobertura"
          errors={errors}
          hint="Percentual da produtividade esperada que fica segurado."
        >
          <SelectInput
            value={values.nivel_cobertura === null ? '' : String(values.nivel_cobertura)}
            onChange={(e) => {
              const text = e.currentTarget.value;
              update((v) => withSuggestion({ ...v, nivel_cobertura: text === '' ? null : Number(text) }));
            }}
          >
            <Options items={levels.map((n) => ({ id: n, nome: `${n}%` }))} />
          </SelectInput>
        </GuestField>
      )}
      <GuestField
        path="preco_unitario"
        label={coffee ? 'Preço por saca' : 'Preço por unidade produzida'}
        errors={errors}
        hint={coffee ? 'Preço esperado da saca de 60 kg.' : undefined}
      >
        <MoneyInput
          value={values.preco_unitario}
          onChange={(preco_unitario) => update((v) => withSuggestion({ ...v, preco_unitario }))}
        />
      </GuestField>
      <GuestField
        path="importancia_segurada"
        label="Importância segurada"
        errors={errors}
        required
        hint={
          suggested === null
            ? coffee
              ? 'Sugerida pela área, produtividade, nível de cobertura e preço por saca.'
              : undefined
            : `Sugerida: ${formatMoney(suggested)} (área × produtividade × ${values.cobertura === 'granizo' ? '100%' : 'nível de cobertura'} × preço por saca). Pode alterar.`
        }
      >
        <MoneyInput
          value={values.importancia_segurada}
          onChange={(importancia_segurada) =>
            update((v) =>
              importancia_segurada === v.importancia_segurada
                ? v
                : { ...v, importancia_segurada, importancia_editada: importancia_segurada !== suggested },
            )
          }
        />
      </GuestField>
      {suggested !== null && values.importancia_segurada !== suggested && (
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              update((v) => ({ ...v, importancia_segurada: suggested, importancia_editada: false }))
            }
          >
            Usar o valor sugerido
          </Button>
        </div>
      )}
      <GuestField
        path="subvencao_percentual"
        label="Subvenção ao prêmio (PSR)"
        errors={errors}
        hint="Percentual do prêmio pago pelo governo, se houver."
      >
        <PercentInput
          value={values.subvencao_percentual}
          onChange={(subvencao_percentual) => update((v) => ({ ...v, subvencao_percentual }))}
        />
      </GuestField>
      <GuestField
        path="franquia_percentual"
        label="Franquia"
        errors={errors}
        hint="Percentual da importância segurada."
      >
        <PercentInput
          value={values.franquia_percentual}
          onChange={(franquia_percentual) => update((v) => ({ ...v, franquia_percentual }))}
        />
      </GuestField>
      <GuestField path="observacoes" label="Observações" errors={errors} className="md:col-span-2">
        <TextArea
          value={values.observacoes}
          maxLength={2000}
          onChange={(e) => {
            const observacoes = e.currentTarget.value;
            update((v) => ({ ...v, observacoes }));
          }}
        />
      </GuestField>
    </div>
  );
}
