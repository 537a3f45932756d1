import type { FastifyInstance } from 'fastify';
import { peopleApi } from '../../../src/contract/manifests/people';
import { registerLookupRoutes } from '../../pessoas/routes';

/**
 * The main API's lookups of company (CNPJ), address (CEP), CNAE and bank data: the personal-data API's
 * routes at the main API's paths, answered by its service in process, on the same database
 * (ARCHITECTURE.md §8).
 */
export async function peopleRoutes(instance: FastifyInstance): Promise<void> {
  await registerLookupRoutes(instance, { ...peopleApi, cep: [peopleApi.cep, peopleApi.consultaCep] });
}
