import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, type FieldError } from '../errors';
import { KEYWORD_CODES, limitOf } from '../../shared/recordFormats';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function fieldErrors(validation: AjvError[], context: string): FieldError[] {
  return validation.map((v) => {
    let field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (v.keyword === 'required') field = [field, String(v.params.missingProperty)].filter(Boolean).join('.');
    if (v.keyword === 'additionalProperties') field = [field, String(v.params.additionalProperty)].filter(Boolean).join('.');
    const code = KEYWORD_CODES[v.keyword] ?? 'invalidValue';
    const limit = limitOf(v);
    return { field: field || context, code, message: `errors.${code}`, ...(limit === undefined ? {} : { limit }) };
  });
}

export const errorHandler = fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ code: error.code, message: error.message, ...error.extra });
    }
    const fe = error as FastifyError & { validation?: AjvError[]; validationContext?: string };
    if (fe.validation) {
      return reply.status(400).send({
        code: 'validation',
        message: 'errors.validation',
        errors: fieldErrors(fe.validation, fe.validationContext ?? 'body'),
      });
    }
    const status = fe.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: 'tooManyRequests', message: 'errors.tooManyRequests' });
    }
    if (status >= 400 && status < 500) {
      const code = mapFastifyCode(fe.code, status);
      return reply.status(status).send({ code, message: `errors.${code}` });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal', message: 'errors.internal' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'notFound', message: 'errors.notFound' });
  });
});

function mapFastifyCode(code: string | undefined, status: number): string {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'malformedJson';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'payloadTooLarge';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupportedMediaType';
    case 'FST_PROTO_VIOLATION':
    case 'FST_CONSTRUCTOR_VIOLATION':
      return 'malformedJson';
    default:
      if (status === 413) return 'payloadTooLarge';
      if (status === 415) return 'unsupportedMediaType';
      if (status === 404) return 'notFound';
      return 'badRequest';
  }
}
