import type { FastifyInstance } from 'fastify';

export async function meRoutes(_app: FastifyInstance): Promise<void> {}
