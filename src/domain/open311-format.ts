/**
 * One serialiser for both formats the standard offers. An answer is built once
 * as plain data; JSON writes it as it is, XML wraps it in the standard's
 * element names (`<service_requests><request>…`), naming each list's items by
 * the list's name. Text from reports is user input: XML escapes it and drops
 * the characters XML 1.0 cannot carry at all, so a hostile description can
 * neither break nor inject into the document.
 */
export type Open311Format = 'json' | 'xml';

export type Open311Value = string | number | boolean | null | readonly Open311Value[] | { readonly [key: string]: Open311Value };

/** The element each list's items are written as in XML. */
const ITEM_NAMES: Readonly<Record<string, string>> = {
  service_requests: 'request',
  services: 'service',
  errors: 'error',
  endpoints: 'endpoint',
  formats: 'format',
  attributes: 'attribute',
};

export const CONTENT_TYPES: Readonly<Record<Open311Format, string>> = {
  json: 'application/json; charset=utf-8',
  xml: 'text/xml; charset=utf-8',
};

/** `value` in `format`; `root` names the XML document element (and, for a list, its items). */
export function renderOpen311(root: string, value: Open311Value, format: Open311Format): string {
  if (format === 'json') return JSON.stringify(value);
  return `<?xml version="1.0" encoding="utf-8"?>\n${element(root, value)}`;
}

function element(name: string, value: Open311Value): string {
  if (value === null) return `<${name}/>`;
  if (Array.isArray(value)) {
    const item = ITEM_NAMES[name] ?? 'item';
    return `<${name}>${value.map((entry: Open311Value) => element(item, entry)).join('')}</${name}>`;
  }
  if (typeof value === 'object') {
    const children = Object.entries(value).map(([key, child]) => element(key, child));
    return `<${name}>${children.join('')}</${name}>`;
  }
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

/** Text safe inside an XML 1.0 element. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/gu, '&amp;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;')
    .replace(/"/gu, '&quot;')
    .replace(/'/gu, '&apos;');
}
