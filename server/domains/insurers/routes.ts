import type { FastifyInstance } from 'fastify';

export async function insurerRoutes(_app: FastifyInstance): Promise<void> {}
