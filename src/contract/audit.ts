import * as v from 'valibot';
import { MAX_PAGE, uuid } from './common';

/**
 * The audited record types and how each is named on screen. The key is the `entidade` of
 * GET /v1/auditoria and of the `auditoria` table.
 */
export const AUDITED_ENTITIES = {
  tribunal: 'Tribunal',
  vara: 'Vara',
  seguradora: 'Seguradora',
  contato_seguradora: 'Contato da seguradora',
  corretora: 'Corretora',
  escritorio: 'Escritório',
  usuario: 'Usuário',
  perfil_acesso: 'Perfil de acesso',
  modalidade: 'Modalidade',
  submodalidade: 'Sub-modalidade',
  motivo_cancelamento: 'Motivo de cancelamento',
} as const;
export type AuditedEntity = keyof typeof AUDITED_ENTITIES;
export const AUDITED_ENTITY_IDS = Object.keys(AUDITED_ENTITIES) as [AuditedEntity, ...AuditedEntity[]];

/** What a change did to its record. */
export const AUDIT_ACTIONS = {
  criar: 'criou',
  alterar: 'alterou',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** One changed field: its wire name, its label on screen, and its value before and after. */
export interface AuditChange {
  campo: string;
  rotulo: string;
  antes: unknown;
  depois: unknown;
}

/** One row of GET /v1/auditoria: who changed what, when (newest first). */
export interface AuditEntry {
  id: string;
  entidade: AuditedEntity;
  entidade_id: string;
  acao: AuditAction;
  usuario: { id: string; nome: string };
  criado_em: string;
  alteracoes: AuditChange[];
}

/** GET /v1/auditoria?entidade=&entidade_id=&page=&page_size= (paged, newest first). */
export const auditQuery = v.object({
  entidade: v.picklist(AUDITED_ENTITY_IDS, 'Tipo de registro inválido.'),
  entidade_id: uuid('Registro inválido.'),
  page: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.integer('A página deve ser um número inteiro.'),
      v.minValue(1, 'A página deve ser maior que zero.'),
      v.maxValue(MAX_PAGE, 'Página grande demais.'),
    ),
    1,
  ),
  page_size: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.integer('O tamanho da página deve ser um número inteiro.'),
      v.minValue(1, 'O tamanho da página deve estar entre 1 e 100.'),
      v.maxValue(100, 'O tamanho da página deve estar entre 1 e 100.'),
    ),
    20,
  ),
});
