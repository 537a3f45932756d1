// Support for the guest form's tests; the app never imports it.
import type { GuestFormValues } from './form';
import { emptyGuestForm } from './form';

/** A complete coffee quotation as a producer fills it. */
export const COFFEE_FORM: GuestFormValues = {
  ...emptyGuestForm,
  produtor: {
    documento: '529.982.247-25',
    nome: 'JOSÉ DA SILVA',
    email: 'jose@fazenda.com.br',
    telefone: '(35) 99876-5432',
  },
  propriedade: {
    nome: 'FAZENDA BOA VISTA',
    uf: 'MG',
    municipio: 'Varginha',
    codigo_ibge: '3170701',
    sede: { latitude: -21.5514, longitude: -45.4303 },
    latitude: -21.55,
    longitude: -45.43,
    area_ha: 12.5,
  },
  produto: 'cafezal',
  cobertura: 'multirrisco',
  cafezal: {
    especie_id: 'arabica',
    variedade_id: 'catuai_vermelho',
    sistema_cultivo_id: 'convencional_sequeiro',
    ano_plantio: 2018,
    espacamento_linhas_m: 3.5,
    espacamento_plantas_m: 0.7,
    numero_plantas: 51_000,
    produtividade_sacas_ha: 32,
    classificacao_solo_id: 'AD4',
  },
  grupo_operacao_id: 'custeio',
  nivel_cobertura: 70,
  preco_unitario: 1_250,
  importancia_segurada: 350_000,
  importancia_editada: true,
  subvencao_percentual: 40,
  franquia_percentual: 10,
};
