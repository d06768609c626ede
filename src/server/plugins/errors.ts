// Every error leaves the server as { message } in Portuguese; stack traces stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export const NOT_FOUND_MESSAGE = 'Recurso não encontrado';

/** An error whose message is safe to show to users. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const FIELD_LABELS: Record<string, string> = { querystring: 'parâmetro', params: 'parâmetro', body: 'campo' };

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const where = FIELD_LABELS[error.validationContext ?? ''] ?? 'campo';
      const message = field
        ? `${where} "${field}" inválido: ${first.message}`
        : `Requisição inválida: ${first?.message ?? ''}`;
      return reply.status(400).send({ message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Erro interno do servidor. Tente novamente em instantes.' });
    }
    if (status === 429)
      return reply.status(429).send({ message: 'Muitas requisições. Aguarde um pouco e tente novamente.' });
    if (status === 415) return reply.status(415).send({ message: 'Formato de conteúdo não suportado. Envie JSON.' });
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: 'Corpo da requisição não é um JSON válido.' });
    }
    if (status === 413) return reply.status(413).send({ message: 'Requisição grande demais.' });
    return reply.status(status).send({ message: status === 404 ? NOT_FOUND_MESSAGE : 'Requisição inválida.' });
  });
}
