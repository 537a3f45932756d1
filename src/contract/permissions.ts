/**
 * Permission ids, business areas and structures (SPEC.md §1, §6). The modules' and actions' names
 * live in permission-catalog.ts.
 */
import type { ActionId, ModuleId } from './permission-catalog';

export type { ActionId, ModuleId };

/** Business areas of a user. A user with `geral` counts as `garantia` too (SPEC.md §1). */
export const AREAS = {
  garantia: 'Garantia',
  agronegocio: 'Agronegócio',
  geral: 'Geral',
} as const;
export type AreaId = keyof typeof AREAS;

export function hasArea(userArea: AreaId, wanted: AreaId): boolean {
  return userArea === wanted || (wanted === 'garantia' && userArea === 'geral');
}

/** Employee structure: `funcionario` marks an employee (SPEC.md §1). */
export const STRUCTURES = {
  funcionario: 'Funcionário',
  corretor_parceiro: 'Corretor parceiro',
  cliente: 'Cliente',
} as const;
export type StructureId = keyof typeof STRUCTURES;

export interface Permissions {
  modulos: { id: ModuleId; nome: string }[];
  acoes: { id: ActionId; nome: string; modulo: ModuleId }[];
}

/** The all-zero id of the placeholder options 'NÃO SE APLICA' and 'NENHUM' (SPEC.md §3). */
export const PLACEHOLDER_ID = '00000000-0000-0000-0000-000000000000';
