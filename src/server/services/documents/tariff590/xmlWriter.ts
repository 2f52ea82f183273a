/**
 * A small XML writer for the Forum Datenaustausch requests: elements as plain data, written
 * in one pass with proper escaping. Plain string building is deterministic (attribute order
 * as given) and several times faster than a general builder; absent attributes and children
 * (null/undefined/false) are left out, so optional parts read as optional in the callers.
 */
import { rappenToDecimal } from '../../../../shared/billing/money';

export type XmlAttrValue = string | number | boolean | null | undefined;
export interface XmlElement {
  name: string;
  attrs: Record<string, XmlAttrValue>;
  children: XmlElement[];
  text: string | null;
}
export type XmlChild = XmlElement | null | undefined | false;

export function el(name: string, attrs: Record<string, XmlAttrValue> = {}, ...children: XmlChild[]): XmlElement {
  return { name, attrs, children: children.filter((c): c is XmlElement => Boolean(c)), text: null };
}

/** An element holding only text (an empty text leaves the element out: the schemas' strings are 1..n). */
export function textEl(name: string, text: string | null | undefined, attrs: Record<string, XmlAttrValue> = {}): XmlElement | null {
  if (text == null || text.trim() === '') return null;
  return { name, attrs, children: [], text };
}

// XML 1.0 allows tab, LF, CR and everything from U+0020 except the surrogates and U+FFFE/U+FFFF.
// eslint-disable-next-line no-control-regex
const NOT_XML_CHAR = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeText(value: string): string {
  return value.replace(NOT_XML_CHAR, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Attribute values also escape quotes and keep line breaks and tabs as character references. */
export function escapeAttr(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}

function writeTo(out: string[], node: XmlElement) {
  out.push('<', node.name);
  for (const [key, value] of Object.entries(node.attrs)) {
    if (value == null || value === '') continue;
    out.push(' ', key, '="', escapeAttr(typeof value === 'string' ? value : String(value)), '"');
  }
  if (node.text == null && node.children.length === 0) {
    out.push('/>');
    return;
  }
  out.push('>');
  if (node.text != null) out.push(escapeText(node.text));
  for (const child of node.children) writeTo(out, child);
  out.push('</', node.name, '>');
}

export function writeXml(root: XmlElement): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  writeTo(out, root);
  out.push('\n');
  return out.join('');
}

/** The schemas' bounded strings (stringType1_35 …): trimmed, cut to the limit, null when empty. */
export function clip(value: string | null | undefined, max: number): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  return [...text].slice(0, max).join('');
}

/** Rappen → the schemas' double with two decimals ("318.30"). */
export const chf = rappenToDecimal;
