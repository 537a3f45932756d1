import type { FastifyInstance } from 'fastify';

export async function officeRoutes(_app: FastifyInstance): Promise<void> {}
