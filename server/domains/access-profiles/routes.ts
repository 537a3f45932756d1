import type { FastifyInstance } from 'fastify';

export async function accessProfileRoutes(_app: FastifyInstance): Promise<void> {}
