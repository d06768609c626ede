// `npm run admin:create -- --email E --username U`: creates a verified admin account (or promotes
// an existing one). The password comes from ADMIN_PASSWORD or is asked on the terminal, unechoed.
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { emailSchema, passwordSchema, usernameSchema } from '@shared/auth';
import { ConfigError, loadConfig, readDotEnv } from '../config';
import { StartupError } from '../startup';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { authRepo } from '../modules/auth/repo';
import { createAuthService } from '../modules/auth/service';
import { createMailer } from '../modules/email/mailer';
import { DomainError } from '../domain-errors';
import { disconnectSessionsElsewhere } from '../plugins/realtime';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) fail('Defina ADMIN_PASSWORD ou rode o comando num terminal para digitar a senha.');
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') fail('\nCancelado.');
        if (char === '\u007f') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, username: { type: 'string' } } });
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) fail('Uso: npm run admin:create -- --email EMAIL --username USUARIO (email inválido)');
  const username = usernameSchema.safeParse(values.username ?? '');
  if (!username.success)
    fail(`Uso: npm run admin:create -- --email EMAIL --username USUARIO (${username.error.issues[0].message})`);

  if (process.env.ADMIN_PASSWORD) {
    const checked = passwordSchema.safeParse(process.env.ADMIN_PASSWORD);
    if (!checked.success) fail(checked.error.issues[0].message);
  }

  let config;
  try {
    readDotEnv();
    config = loadConfig(process.env);
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  // The embedded database opens in one process at a time: a running server holds DATA_DIR.
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch((error) =>
    fail(
      error instanceof DataDirLockedError
        ? `O servidor do FutDados está rodando com DATA_DIR=${config.DATA_DIR}, e o banco embutido só abre em um ` +
            'processo por vez. Pare o servidor (Ctrl+C), rode npm run admin:create de novo e inicie o servidor outra vez.'
        : error instanceof StartupError
          ? error.message
          : `Falha ao abrir o banco de dados: ${error.message}`,
    ),
  );
  try {
    await database.migrate();
    const repo = authRepo(database.db);
    const exists = Boolean(await repo.findUserByEmail(email.data));
    let password = process.env.ADMIN_PASSWORD;
    if (!password && !exists) {
      password = await askHidden('Senha do administrador: ');
      const again = await askHidden('Repita a senha: ');
      if (password !== again) fail('As senhas não conferem.');
    }
    if (password) {
      const checked = passwordSchema.safeParse(password);
      if (!checked.success) fail(checked.error.issues[0].message);
    }
    const log = Fastify({ logger: { level: 'error' } }).log;
    const endedSessions: string[] = [];
    const service = createAuthService({
      repo,
      mailer: createMailer({ from: config.MAIL_FROM, db: database.db, log, publicUrl: config.PUBLIC_URL }),
      log,
      publicUrl: config.PUBLIC_URL,
      productName: config.PRODUCT_NAME,
      emailVerification: false,
      adminEmails: [],
      sessionDays: config.SESSION_DAYS,
      onSessionsEnded: (ids) => endedSessions.push(...ids),
    });
    const { user, created } = await service.createAdmin({ email: email.data, username: username.data, password });
    // The sessions are gone from the database; their sockets live in the running servers.
    if (config.REDIS_URL)
      await disconnectSessionsElsewhere(
        { redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX },
        endedSessions,
      ).catch((error) =>
        console.error(`Não foi possível avisar os servidores pelo Redis (REDIS_URL): ${error.message}`),
      );
    console.log(
      (created
        ? `Administrador criado: ${user.username} <${user.email}>`
        : `Conta existente promovida a administrador: ${user.username} <${user.email}>`) +
        `. Painel: ${config.PUBLIC_URL}/admin`,
    );
  } catch (error) {
    fail(error instanceof DomainError ? error.message : `Falha ao criar o administrador: ${(error as Error).message}`);
  } finally {
    await database.close();
  }
}

void main();
