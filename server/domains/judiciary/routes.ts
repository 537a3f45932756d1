import type { FastifyInstance } from 'fastify';

export async function judiciaryRoutes(_app: FastifyInstance): Promise<void> {}
