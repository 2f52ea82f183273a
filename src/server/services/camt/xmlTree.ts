/** Small readers over the parsed tree (safeXml.ts: every child element is an array, null-prototype objects). */
import { CamtError } from './camtError';
import type { XmlElement, XmlValue } from './safeXml';

const EMPTY: XmlElement = {};

function children(node: XmlElement | null, name: string): XmlValue[] {
  if (!node || !Object.hasOwn(node, name)) return [];
  const v = node[name];
  return Array.isArray(v) ? v : [];
}

/** Child elements of that name; a text-only child counts as an element with that text. */
export function all(node: XmlElement | null, name: string): XmlElement[] {
  return children(node, name).map((v) => (typeof v === 'string' ? { '#text': v } : v));
}

export function one(node: XmlElement | null, name: string): XmlElement | null {
  return all(node, name)[0] ?? null;
}

/** One(a, b, c…): the first element along the path. */
export function at(node: XmlElement | null, ...path: string[]): XmlElement | null {
  let cur = node;
  for (const name of path) cur = one(cur, name);
  return cur;
}

/** The element's own text (decoded and trimmed by parseXmlTree); null when absent or empty. */
export function ownText(node: XmlElement | null): string | null {
  if (!node) return null;
  const t = node['#text'];
  if (typeof t !== 'string') return null;
  return t === '' ? null : t;
}

export const text = (node: XmlElement | null, ...path: string[]): string | null => ownText(at(node, ...path));

export function texts(node: XmlElement | null, name: string): string[] {
  return all(node, name)
    .map(ownText)
    .filter((s): s is string => s !== null);
}

export function attribute(node: XmlElement | null, name: string): string | null {
  const v = node?.[`@${name}`];
  return typeof v === 'string' ? v.trim() : null;
}

/** A text the ISO schema requires; its absence makes the file invalid. */
export function required(node: XmlElement | null, where: string, ...path: string[]): string {
  const t = text(node, ...path);
  if (t === null) throw new CamtError('camtInvalid', `${where}/${path.join('/')}`);
  return t;
}

export const orEmpty = (node: XmlElement | null): XmlElement => node ?? EMPTY;
