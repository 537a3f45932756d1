import closeWithGrace from 'close-with-grace';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { buildPessoasApp } from './app';
import { seedPessoas } from './seed';

/**
 * `npm run start:pessoas`: the personal-data API alone, on PESSOAS_PORT (default 8081), over the same
 * database as the main API (DATABASE_URL, or DATA_DIR's PGlite when no other process holds it).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const port = Number(process.env.PESSOAS_PORT ?? 8081);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await seedPessoas(database.db);
  const app = await buildPessoasApp({ config, database, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  closeWithGrace({ delay: 10_000 }, async () => {
    await app.close();
    await database.close();
  });
  await app.listen({ port, host: config.host });
  console.log(
    `API de dados cadastrais em http://localhost:${port}/pessoas/v1` +
      (config.pessoasUpstreamUrl
        ? ` (fonte: ${config.pessoasUpstreamUrl})`
        : ' (sem fonte externa: só o cadastro)'),
  );
}

main().catch((err: unknown) => {
  console.error('Falha ao iniciar a API de dados cadastrais:', err);
  process.exit(1);
});
