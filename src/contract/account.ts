import * as v from 'valibot';
import type { Me, MessageResponse, TokenResponse, UserInfo } from './auth';
import { AREAS, STRUCTURES } from './permissions';
import { ACTION_IDS, MODULE_IDS } from './permission-catalog';
import type { AreaId, Permissions, StructureId } from './permissions';

/*
 * Answer schemas of the token calls and of the own account (documentation of /docs/openapi.json,
 * checked against the wire interfaces of auth.ts at compile time). Apart from auth.ts, which the
 * login screen imports, so its bundle never carries them.
 */

const areaId = v.picklist(Object.keys(AREAS) as AreaId[]);
const structureId = v.picklist(Object.keys(STRUCTURES) as StructureId[]);
const avatar = v.nullable(v.object({ url: v.string() }));

export const userInfo = v.object({
  id: v.string(),
  nickname: v.string(),
  avatar,
  area_usuario: v.object({ id: areaId }),
  is_guest: v.boolean(),
  estrutura: v.nullable(v.object({ id: structureId })),
  email: v.string(),
  type: v.picklist(['usuario', 'convidado']),
  termos_pendentes: v.boolean(),
  pagina_inicial: v.optional(v.literal('dashboard')),
}) satisfies v.GenericSchema<UserInfo>;

export const tokenResponse = v.object({
  access_token: v.string(),
  refresh_token: v.string(),
  token_type: v.literal('Bearer'),
  expires_in: v.pipe(v.number(), v.description('Segundos até o access_token expirar.')),
  user_info: userInfo,
}) satisfies v.GenericSchema<TokenResponse>;

export const messageResponse = v.object({ mensagem: v.string() }) satisfies v.GenericSchema<MessageResponse>;

export const meRecord = v.object({
  id: v.string(),
  nome: v.string(),
  apelido: v.string(),
  email: v.string(),
  telefone: v.nullable(v.string()),
  avatar,
  area_usuario: v.object({ id: areaId, nome: v.string() }),
  estrutura: v.nullable(v.object({ id: structureId, nome: v.string() })),
  perfil: v.nullable(v.object({ id: v.string(), nome: v.string() })),
  termos_aceitos_em: v.nullable(v.string()),
  pagina_inicial: v.nullable(v.literal('dashboard')),
}) satisfies v.GenericSchema<Me>;

export const permissionsRecord = v.object({
  modulos: v.array(v.object({ id: v.picklist(MODULE_IDS), nome: v.string() })),
  acoes: v.array(v.object({ id: v.picklist(ACTION_IDS), nome: v.string(), modulo: v.picklist(MODULE_IDS) })),
}) satisfies v.GenericSchema<Permissions>;
