/**
 * Why a bank file was refused. `code` is an errors.* key (locales/<lng>/errors.json); the import
 * route turns it into a 400 `{code, message}` before anything is written.
 */
export const CAMT_ERRORS = [
  /** Too big to be read safely (CAMT_MAX_BYTES). */
  'camtTooLarge',
  /** Has a DOCTYPE or an entity declaration: refused before parsing (XXE, entity bombs). */
  'camtDtdRefused',
  /** Not well-formed XML (truncated, not XML at all, nested too deep). */
  'camtMalformed',
  /** Well-formed XML, but not a camt.053/054 of a version we read (namespace or root element). */
  'camtUnsupported',
  /** A camt.053/054 that breaks the ISO rules we rely on (a mandatory element missing, a bad amount or date). */
  'camtInvalid',
] as const;
export type CamtErrorCode = (typeof CAMT_ERRORS)[number];

export class CamtError extends Error {
  constructor(
    readonly code: CamtErrorCode,
    /** Where or what (an element path, a limit); for logs and the message's values, never file content beyond a value. */
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'CamtError';
  }
}

/** 20 MB: a year of a busy practice's camt.054 files is far less; the route's body limit must allow it. */
export const CAMT_MAX_BYTES = 20 * 1024 * 1024;
/** camt nests about 12 levels deep; anything deeper is refused before the tree is built. */
export const CAMT_MAX_DEPTH = 40;
