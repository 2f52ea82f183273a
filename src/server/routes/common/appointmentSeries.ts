/**
 * Repetitions of an existing appointment (behaviour.md §7 "GET and POST /api/appointments/repetitions",
 * "POST irregular-repetitions"; issue 9 §2). The work is services/appointments/repetitions.ts.
 */
import type { FastifyInstance } from 'fastify';
import { responseSchema } from '../../records/bodySchemas';
import { appointmentDef } from '../../services/appointments/record';
import { getRepetition, setIrregularRepetition, setRepetitionRule } from '../../services/appointments/repetitions';
import { FREQUENCIES, MAX_IRREGULAR_DATES, REPETITION_ENDS, type Repetition } from '../../../shared/recurrence';
import { appointmentInBody, appointmentInQuery, callerOf, plainJson } from './appointmentAccess';

const tags = ['appointments'];
const record = responseSchema(appointmentDef);
const idString = { type: 'string', maxLength: 64 } as const;
const dateString = { type: 'string', maxLength: 10 } as const;

/** Shapes only: the recurrence core checks the values and answers field errors (repetition.*). */
const repetitionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['frequency', 'interval', 'end'],
  properties: {
    frequency: { enum: [...FREQUENCIES] },
    interval: { type: 'integer' },
    weekDays: { type: 'array', maxItems: 7, items: { type: 'integer' } },
    end: { enum: [...REPETITION_ENDS] },
    endDate: dateString,
    occurrences: { type: 'integer' },
  },
} as const;

const infoReply = {
  type: 'object',
  properties: {
    appointmentId: { type: 'string' },
    series_fk: { type: ['string', 'null'] },
    repetition: { anyOf: [repetitionSchema, { type: 'null' }] },
    dates: { type: ['array', 'null'], items: { type: 'string' } },
    firstDate: { type: ['string', 'null'] },
    startTime: { type: ['string', 'null'] },
    endTime: { type: ['string', 'null'] },
    timeZone: { type: ['string', 'null'] },
    expandedUntil: { type: ['string', 'null'] },
    endedFromIndex: { type: ['integer', 'null'] },
    skippedDates: { type: 'array', items: { type: 'object', properties: { date: { type: 'string' }, reason: { type: 'string' }, at: { type: 'string' } } } },
  },
} as const;

const setReply = { type: 'object', properties: { appointment: record, changed: { type: 'array', items: record }, count: { type: 'integer' }, replaced: { type: 'integer' } } };

export async function appointmentSeriesRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { appointmentId: string } }>(
    '/api/appointments/repetitions',
    {
      ...appointmentInQuery(app, 'appointmentId'),
      serializerCompiler: plainJson,
      schema: { tags, querystring: { type: 'object', required: ['appointmentId'], properties: { appointmentId: idString } }, response: { 200: infoReply } },
    },
    async (request) => getRepetition(callerOf(app, request), request.query.appointmentId),
  );

  app.post<{ Body: { appointmentId: string; repetition: Repetition } }>(
    '/api/appointments/repetitions',
    {
      ...appointmentInBody(app, 'appointmentId'),
      serializerCompiler: plainJson,
      schema: { tags, body: { type: 'object', additionalProperties: false, required: ['appointmentId', 'repetition'], properties: { appointmentId: idString, repetition: repetitionSchema } }, response: { 200: setReply } },
    },
    async (request) => setRepetitionRule(callerOf(app, request), request.body.appointmentId, request.body.repetition),
  );

  app.post<{ Body: { appointmentId: string; dates: string[] } }>(
    '/api/appointments/irregular-repetitions',
    {
      ...appointmentInBody(app, 'appointmentId'),
      serializerCompiler: plainJson,
      schema: {
        tags,
        body: { type: 'object', additionalProperties: false, required: ['appointmentId', 'dates'], properties: { appointmentId: idString, dates: { type: 'array', minItems: 1, maxItems: MAX_IRREGULAR_DATES, items: dateString } } },
        response: { 200: setReply },
      },
    },
    async (request) => setIrregularRepetition(callerOf(app, request), request.body.appointmentId, request.body.dates),
  );
}
