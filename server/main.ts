import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed';
import { demoAgroFiles } from './domains/agro-quotations/service';
import { fileStorage } from './domains/files/service';
import { createMailer } from './plugins/mail';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  // The demo agro quotations' card PDFs are made by the agro domain's code, into the uploads' storage.
  const seeded = await seed(database.db, {
    ...config,
    agroFiles: demoAgroFiles(fileStorage(config.dataDir)),
  });
  const app = await buildApp({
    config,
    database,
    mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'mail') }),
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    // WEB_ROOT: another build folder (tests build in parallel into their own folders).
    webRoot: process.env.WEB_ROOT ? path.resolve(process.env.WEB_ROOT) : path.join(root, 'dist'),
  });

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'encerrando por erro');
    else app.log.info({ signal }, 'encerrando: aguardando as requisições em andamento');
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `Portal da Corretora em http://localhost:${config.port}`,
    `Banco de dados: ${database.kind === 'pglite' ? `PGlite em ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (seeded.admin) {
    lines.push(`Administrador: ${seeded.admin.email}`);
    lines.push(
      seeded.admin.generated
        ? `Senha gerada (anote agora, não será mostrada de novo): ${seeded.admin.password}`
        : 'Senha: a definida em ADMIN_PASSWORD',
    );
    if (seeded.demoUsers?.length)
      lines.push(`Usuários de demonstração (mesma senha): ${seeded.demoUsers.join(', ')}`);
  } else {
    lines.push(`Administrador: ${config.adminEmail} (já criado anteriormente)`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  console.error('Falha ao iniciar o portal:', err);
  process.exit(1);
});
