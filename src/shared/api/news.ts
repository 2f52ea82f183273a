/** Product news with per-user read marks (spec §7 "Centres"). */
import type { FromSchema } from 'json-schema-to-ts';
import { uuidString } from './fields';

/** One item of GET /api/news/centre/{id}/getAllNewsOfCentre, in the user's language. */
export const newsItemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['news_id', 'title', 'body', 'publishedAt', 'read'],
  properties: {
    news_id: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string' },
    publishedAt: { type: 'string' },
    read: { type: 'boolean' },
  },
} as const;
export type NewsItem = FromSchema<typeof newsItemSchema>;

export const newsListSchema = { type: 'array', items: newsItemSchema } as const;

/** POST /api/news/centre/{id}/markNewsAsRead. */
export const markNewsReadBody = {
  type: 'object',
  additionalProperties: false,
  required: ['newsIds'],
  properties: { newsIds: { type: 'array', maxItems: 500, items: uuidString } },
} as const;
export type MarkNewsRead = FromSchema<typeof markNewsReadBody>;
