// Every error leaves the server as { message } in Brazilian Portuguese, in words a user understands:
// services' DomainErrors (status by meaning, STATUS_OF_MEANING), routes' HttpErrors, zod validation
// (the field named as a person would, never 'campo "password"'),
// Fastify's framework errors (bad URL encoding, oversized headers, 'Client Error'), which would
// otherwise answer in English with internal codes and echo the URL. Stack traces stay in the log.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorSchema } from '@shared/api-error';
import { MISSING } from '@shared/validation-messages';
import { DomainError, invalid, type Meaning } from '../domain-errors';

export const NOT_FOUND_MESSAGE = 'Recurso não encontrado';
export const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor. Tente novamente em instantes.';
export const BAD_REQUEST_MESSAGE = 'Requisição inválida.';
export const BAD_URL_MESSAGE = 'O endereço pedido é inválido.';

/** The one place a service's refusal becomes an HTTP status (decision 0120). */
export const STATUS_OF_MEANING: Record<Meaning, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
  unavailable: 502,
  // A failure with a message of its own (sign-in could not reach the database): not logged here, the
  // service logs its cause.
  internal: 500,
};

/** An error whose message is safe to show to users, with its status: for routes and plugins only. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The shared { message } schema for the given error statuses of a route's `response`. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof errorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as Record<S, typeof errorSchema>;
}

/**
 * How each input field is named in messages (with its article). Every field of every route needs
 * one: the route fuzz test fails on a field missing here.
 */
export const FIELD_LABELS: Record<string, string> = {
  username: 'o nome de usuário',
  email: 'o email',
  password: 'a senha',
  currentPassword: 'a senha atual',
  newPassword: 'a nova senha',
  token: 'o link',
  date: 'a data',
  includeTeams: 'a opção de incluir os times',
  league: 'a liga',
  status: 'o filtro de situação',
  id: 'o identificador',
  season: 'a temporada',
  home: 'o time da casa',
  away: 'o time visitante',
  q: 'a busca',
  limit: 'o limite de resultados',
  matchId: 'a partida',
  apiTeamId: 'o time do provedor de dados',
  teamId: 'o time',
  planId: 'o plano',
  method: 'a forma de pagamento',
  cpf: 'o CPF',
  provider: 'o provedor de pagamento',
  outcome: 'o resultado do pagamento',
  version: 'a versão',
  size: 'o tamanho',
  title: 'o título',
  publishedAt: 'a data de publicação',
  highlights: 'a lista de destaques',
  icon: 'o ícone do destaque',
  text: 'o texto do destaque',
  operator: 'o operador',
  description: 'a descrição',
  terms: 'o regulamento da oferta',
  ctaUrl: 'o link da oferta',
  ctaLabel: 'o texto do botão da oferta',
  expiresAt: 'a validade da oferta',
  active: 'a opção de oferta ativa',
  category: 'a categoria',
  team: 'o time',
  page: 'a página',
  slug: 'o endereço (slug)',
  summary: 'o resumo',
  body: 'o texto',
  name: 'o nome',
  priceCents: 'o preço',
  message: 'a mensagem',
  actionUrl: 'o link de destino',
  type: 'o tipo',
  audience: 'o público',
  features: 'a lista de recursos',
  fullPredictions: 'a opção de previsões completas',
  maxFollowedTeams: 'o limite de times seguidos',
  coverImage: 'a imagem de capa',
  tags: 'as etiquetas',
  teamIds: 'os times relacionados',
  matchIds: 'as partidas relacionadas',
  leagueIds: 'as ligas relacionadas',
  author: 'o autor',
  _t: 'o marcador de atualização',
  teams: 'a lista de times seguidos',
  matches: 'a lista de partidas seguidas',
  goals: 'o aviso de gols',
  kickoff: 'o aviso de início de partida',
  halftime: 'o aviso de intervalo',
  fulltime: 'o aviso de fim de jogo',
  news: 'o aviso de notícias',
  redCards: 'o aviso de expulsões',
  endpoint: 'o endereço de push do navegador',
  expirationTime: 'a validade da inscrição de push',
  keys: 'as chaves da inscrição de push',
  p256dh: 'a chave p256dh da inscrição de push',
  auth: 'a chave auth da inscrição de push',
  // Admin (issue 13)
  reason: 'o motivo',
  days: 'o número de dias',
  role: 'o papel',
  pageSize: 'o tamanho da página',
  sort: 'a ordenação',
  order: 'o sentido da ordenação',
  verified: 'o filtro de email confirmado',
  disabled: 'o filtro de contas desativadas',
  plan: 'o plano',
  action: 'a ação',
  targetType: 'o tipo de alvo',
  targetId: 'o alvo',
  before: 'o cursor da lista',
  from: 'a data inicial',
  to: 'a data final',
  file: 'o arquivo',
  // Contact form (issue 22): the hidden anti-bot field.
  website: 'o campo oculto',
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** One validation issue as a sentence: schema messages are sentences already, zod's are predicates. */
export function validationSentence(path: string, message: string, context?: string): string {
  if (/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/.test(message)) return sentence(message);
  const key = path
    .split('/')
    .filter((part) => part && !/^\d+$/.test(part))
    .pop();
  if (!key) {
    const what = context === 'body' ? 'Os dados enviados' : 'Os parâmetros do endereço';
    return message === MISSING ? `${what} não foram informados.` : `${what} estão num formato inválido.`;
  }
  const label = FIELD_LABELS[key] ?? 'um dos dados enviados';
  if (message === MISSING) return `Informe ${label}.`;
  return sentence(`${capitalize(label)} ${message}`);
}

/**
 * Input a service checks itself with a shared schema (what the admin area sends, whichever route
 * calls it): the data, or an 'invalid' DomainError (400) with the first problem as a sentence, as
 * routes answer.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw invalid(validationSentence(issue.path.join('/'), issue.message, 'body'));
}

/** The message for a framework or HTTP error that is not ours. */
function messageForStatus(status: number, code: string | undefined): string {
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return 'O corpo da requisição não é um JSON válido.';
  if (code === 'FST_ERR_BAD_URL' || code === 'FST_ERR_MAX_PARAM_LENGTH') return BAD_URL_MESSAGE;
  switch (status) {
    case 404:
      return NOT_FOUND_MESSAGE;
    case 405:
      return 'Este endereço não aceita esse tipo de requisição.';
    case 408:
      return 'A requisição demorou demais. Tente novamente.';
    case 413:
      return 'A requisição é grande demais.';
    case 414:
      return 'O endereço pedido é longo demais.';
    case 415:
      return 'Formato de conteúdo não suportado. Envie JSON.';
    case 429:
      return 'Muitas requisições. Aguarde um pouco e tente novamente.';
    case 431:
      return 'Os cabeçalhos da requisição são grandes demais.';
    default:
      return status >= 500 ? INTERNAL_ERROR_MESSAGE : BAD_REQUEST_MESSAGE;
  }
}

/** For the log: a failed query's SQL, never its parameters (they hold what users typed). */
function loggable(error: FastifyError): unknown {
  const query = (error as { query?: unknown }).query;
  if (typeof query !== 'string') return error;
  return { type: error.name, query, cause: (error as { cause?: unknown }).cause, stack: error.stack?.split('\n')[0] };
}

/** Fastify options that route its framework errors to our messages (see registerErrorHandling). */
export function frameworkErrorOptions(): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void reply.status(status).send({ message: messageForStatus(status, error.code) });
    },
    // Errors the HTTP parser raises before there is a request (bad request line, huge headers).
    clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const body = JSON.stringify({ message: messageForStatus(status, undefined) });
      if (socket.writable) {
        socket.write(
          `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      }
      socket.destroy();
    },
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(STATUS_OF_MEANING[error.meaning]).send({ message: error.message, ...error.extra });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({
        message: validationSentence(first?.instancePath ?? '', first?.message ?? '', error.validationContext),
      });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: loggable(error) }, 'request failed');
    return reply.status(status).send({ message: messageForStatus(status, error.code) });
  });
}

/**
 * Every documented route answers its errors with the one { message } schema: bad input and server
 * failures anywhere, a refused origin or content type on the calls that change state. A route's own
 * entries (401, 404, the login error...) are kept. Registered before any route.
 */
export function registerErrorSchemas(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide) return;
    const methods = [route.method].flat();
    const changesState = methods.some((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method));
    route.schema.response = {
      ...(changesState ? errorResponses(400, 403, 415, 500) : errorResponses(400, 500)),
      ...(route.schema.response as object | undefined),
    };
  });
}
