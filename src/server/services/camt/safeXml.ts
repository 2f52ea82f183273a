/**
 * Reads untrusted XML safely (security plan C1): the size is checked first, any DOCTYPE or
 * ENTITY declaration is refused before a parser sees the text (no DTD, so no external entity
 * and no entity expansion at all), the document must be well-formed (fast-xml-parser's
 * validator), nesting is bounded, and only the five predefined entities and character references
 * are decoded (`decodeXmlText`, which can only shorten a text).
 */
import { XMLValidator } from 'fast-xml-parser';
import { CAMT_MAX_BYTES, CAMT_MAX_DEPTH, CamtError } from './camtError';

/** A parsed element: every child element is an array (in document order), attributes are '@name'. */
export interface XmlElement {
  [name: string]: XmlValue[] | string | undefined;
  '#text'?: string;
}
export type XmlValue = XmlElement | string;

export interface RootElement {
  localName: string;
  namespace: string | null;
}

const DECLARATION = /<!\s*(?:DOCTYPE|ENTITY)/i;

/** The text of the file, refused when too large or when it is not UTF-8 (or the Latin-1 it declares). */
export function camtText(input: string | Uint8Array, maxBytes = CAMT_MAX_BYTES): string {
  if (typeof input === 'string') {
    // UTF-16 length ≤ UTF-8 byte length, so the cheap check comes first.
    if (input.length > maxBytes || Buffer.byteLength(input, 'utf8') > maxBytes) throw new CamtError('camtTooLarge', String(maxBytes));
    return input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  }
  if (input.byteLength > maxBytes) throw new CamtError('camtTooLarge', String(maxBytes));
  const head = Buffer.from(input.subarray(0, 200)).toString('latin1');
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1].toLowerCase();
  const encoding = declared === 'iso-8859-1' || declared === 'latin1' || declared === 'windows-1252' ? 'windows-1252' : 'utf-8';
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(input);
  } catch {
    throw new CamtError('camtMalformed', 'encoding');
  }
}

/** Refuses DTDs and entity declarations anywhere in the text (even inside comments: nothing legitimate needs them). */
export function refuseDeclarations(xml: string): void {
  if (DECLARATION.test(xml)) throw new CamtError('camtDtdRefused');
}

const PROLOG = /(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*/y;
const START_TAG = /<(?:([A-Za-z_][\w.-]*):)?([A-Za-z_][\w.-]*)((?:\s+[^\s=<>/]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*\/?>/y;
const ATTRIBUTE = /([^\s=<>/]+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;

/** The root element's local name and namespace, read from its start tag without parsing the rest. */
export function rootElement(xml: string): RootElement {
  PROLOG.lastIndex = 0;
  PROLOG.exec(xml);
  START_TAG.lastIndex = PROLOG.lastIndex;
  const tag = START_TAG.exec(xml);
  if (!tag) throw new CamtError('camtMalformed', 'root element');
  const [, prefix, localName, attributes] = tag;
  const wanted = prefix ? `xmlns:${prefix}` : 'xmlns';
  let namespace: string | null = null;
  for (const a of attributes.matchAll(ATTRIBUTE)) if (a[1] === wanted) namespace = (a[2] ?? a[3]).trim();
  return { localName, namespace };
}

/**
 * Tokens of a document the validator has already found well-formed: comment, CDATA, processing
 * instruction, end tag, start tag (with attributes, maybe empty), text.
 */
// Text comes in pieces of at most 64 KiB: an unbounded `[^<]+` keeps one backtrack entry per
// character and overflows the regexp stack on a few megabytes of text (RangeError, not a refusal).
const TOKEN = /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|<\/[^>]*>|<([^\s/>]+)([^>]*?)(\/?)>|([^<]{1,65536})/g;
const TAG_ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1);

/**
 * Parses well-formed, declaration-free XML into elements (call camtText and refuseDeclarations
 * first). fast-xml-parser's validator decides well-formedness (truncated, mismatched, not XML);
 * the tree is then built by one linear pass, which is several times cheaper than XMLParser on a
 * 5,000-entry file and expands nothing: text gets only the predefined entities and character
 * references decoded, CDATA stays literal. Elements are null-prototype objects, so a
 * `<__proto__>` element is just a key. Prefixes are dropped (the root's namespace is checked
 * apart, by rootElement).
 */
export function parseXmlTree(xml: string, maxDepth = CAMT_MAX_DEPTH): XmlElement {
  const valid = XMLValidator.validate(xml, { allowBooleanAttributes: false });
  if (valid !== true) throw new CamtError('camtMalformed', `line ${valid.err.line}: ${valid.err.code}`);
  const root = Object.create(null) as XmlElement;
  const stack: XmlElement[] = [root];
  const texts: string[][] = [[]];
  // Undecoded text of the open element: pieces are joined before decoding, so a reference cut
  // between two pieces ("&#6" + "5;") is still one reference.
  const raw: string[][] = [[]];
  const flush = () => {
    const pending = raw[raw.length - 1];
    if (pending.length === 0) return;
    texts[texts.length - 1].push(decodeXmlText(pending.join('')));
    pending.length = 0;
  };
  const close = () => {
    flush();
    raw.pop();
    const node = stack.pop()!;
    const text = texts.pop()!.join('').trim();
    if (text !== '') node['#text'] = text;
  };
  for (const [token, cdata, name, attributes, selfClosing, text] of xml.matchAll(TOKEN)) {
    if (text !== undefined) raw[raw.length - 1].push(text);
    else if (cdata !== undefined) {
      flush();
      texts[texts.length - 1].push(cdata);
    }
    else if (name !== undefined && name[0] !== '!') {
      const node = Object.create(null) as XmlElement;
      if (attributes) for (const a of attributes.matchAll(TAG_ATTRIBUTE)) node[`@${localName(a[1])}`] = decodeXmlText(a[2] ?? a[3]);
      const parent = stack[stack.length - 1];
      const key = localName(name);
      const siblings = parent[key];
      if (Array.isArray(siblings)) siblings.push(node);
      else parent[key] = [node];
      stack.push(node);
      texts.push([]);
      raw.push([]);
      if (stack.length > maxDepth + 1) throw new CamtError('camtMalformed', `nested deeper than ${maxDepth}`);
      if (selfClosing) close();
    } else if (token.startsWith('</')) close();
  }
  if (stack.length !== 1) throw new CamtError('camtMalformed', 'unclosed element');
  return root;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the predefined entities and character references (never expands anything else). */
export function decodeXmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(amp|lt|gt|quot|apos));/g, (_m, hex: string, dec: string, name: string) => {
    if (name) return NAMED[name];
    const code = hex ? parseInt(hex, 16) : Number(dec);
    const allowed = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
    return allowed ? String.fromCodePoint(code) : '\ufffd';
  });
}
