import type { FastifyInstance } from 'fastify';

export async function brokerRoutes(_app: FastifyInstance): Promise<void> {}
