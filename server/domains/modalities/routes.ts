import type { FastifyInstance } from 'fastify';

export async function modalityRoutes(_app: FastifyInstance): Promise<void> {}
