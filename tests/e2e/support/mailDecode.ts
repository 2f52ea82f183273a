/**
 * Just enough RFC 5322 / MIME decoding to read what nodemailer sends: unfolded headers,
 * RFC 2047 encoded words, multipart bodies, quoted-printable and base64 parts in any charset
 * TextDecoder knows. (mailparser is not available here.)
 */

export interface DecodedMail {
  headers: Record<string, string>;
  subject: string;
  from: string;
  /** Addresses from the To and Cc headers, lower-cased. */
  to: string[];
  text: string;
  html: string | null;
  /** The attached files: name, type and size in bytes (their content is not kept). */
  attachments: { filename: string; contentType: string; size: number }[];
}

interface Part {
  headers: Record<string, string>;
  body: Buffer;
}

function splitHeadersAndBody(raw: Buffer): Part {
  const text = raw.toString('latin1'); // byte-preserving, so body offsets stay exact
  const m = /\r?\n\r?\n/.exec(text);
  const headerText = m ? text.slice(0, m.index) : text;
  const body = m ? raw.subarray(m.index + m[0].length) : Buffer.alloc(0);
  const headers: Record<string, string> = {};
  for (const line of headerText.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return { headers, body };
}

function decodeCharset(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder((charset ?? 'utf-8').toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

export function decodeQuotedPrintable(input: string): Buffer {
  const soft = input.replace(/=\r?\n/g, '');
  const out: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i];
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      out.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      out.push(soft.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(out);
}

/** RFC 2047: =?charset?Q|B?text?= words; whitespace between adjacent encoded words is dropped. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?*]+)(?:\*[^?]+)?\?([QqBb])\?([^?]*)\?=/g, (_all, charset: string, enc: string, data: string) => {
      const bytes =
        enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data.replace(/_/g, ' '));
      return decodeCharset(bytes, charset);
    });
}

/** Content-Type style header: main value plus lower-cased parameters. */
function parseParams(value: string | undefined): { value: string; params: Record<string, string> } {
  if (!value) return { value: '', params: {} };
  const [main, ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const p of rest) {
    const eq = p.indexOf('=');
    if (eq < 0) continue;
    params[p.slice(0, eq).trim().toLowerCase()] = p.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
  }
  return { value: main.trim().toLowerCase(), params };
}

function decodeTransfer(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.toString('latin1').replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.toString('latin1'));
    default:
      return body;
  }
}

function splitMultipart(body: Buffer, boundary: string): Buffer[] {
  const text = body.toString('latin1');
  const delimiter = `--${boundary}`;
  const parts: Buffer[] = [];
  let pos = text.indexOf(delimiter);
  while (pos >= 0) {
    const start = text.indexOf('\n', pos) + 1;
    if (text.startsWith(`${delimiter}--`, pos) || start === 0) break;
    const next = text.indexOf(`\n${delimiter}`, start);
    const end = next < 0 ? text.length : next;
    parts.push(body.subarray(start, text[end - 1] === '\r' ? end - 1 : end));
    pos = next < 0 ? -1 : next + 1;
  }
  return parts;
}

/** Collects the text/plain and text/html leaves of a (possibly nested) MIME tree, and the attachments. */
function collectTexts(part: Part, out: { text: string[]; html: string[]; attachments: DecodedMail['attachments'] }): void {
  const type = parseParams(part.headers['content-type'] ?? 'text/plain');
  if (type.value.startsWith('multipart/') && type.params.boundary) {
    for (const raw of splitMultipart(part.body, type.params.boundary)) collectTexts(splitHeadersAndBody(raw), out);
    return;
  }
  const disposition = parseParams(part.headers['content-disposition']);
  if (disposition.value === 'attachment') {
    const size = decodeTransfer(part.body, part.headers['content-transfer-encoding']).length;
    out.attachments.push({ filename: decodeEncodedWords(disposition.params.filename ?? type.params.name ?? ''), contentType: type.value, size });
    return;
  }
  if (type.value !== 'text/plain' && type.value !== 'text/html') return;
  const decoded = decodeCharset(decodeTransfer(part.body, part.headers['content-transfer-encoding']), type.params.charset);
  (type.value === 'text/html' ? out.html : out.text).push(decoded);
}

export function extractAddresses(value: string | undefined): string[] {
  if (!value) return [];
  const found = decodeEncodedWords(value).match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? [];
  return found.map((a) => a.toLowerCase());
}

export function decodeMail(raw: Buffer): DecodedMail {
  const top = splitHeadersAndBody(raw);
  const out = { text: [] as string[], html: [] as string[], attachments: [] as DecodedMail['attachments'] };
  collectTexts(top, out);
  const h = top.headers;
  return {
    headers: Object.fromEntries(Object.entries(h).map(([k, v]) => [k, decodeEncodedWords(v)])),
    subject: decodeEncodedWords(h.subject ?? ''),
    from: decodeEncodedWords(h.from ?? ''),
    to: [...extractAddresses(h.to), ...extractAddresses(h.cc)],
    text: out.text.join('\n').replace(/\r\n/g, '\n'),
    html: out.html.length ? out.html.join('\n') : null,
    attachments: out.attachments,
  };
}
