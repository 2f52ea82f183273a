const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid in its canonical text form (any case): ids in paths and bodies are checked with it before any query. */
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID_RE.test(v);
