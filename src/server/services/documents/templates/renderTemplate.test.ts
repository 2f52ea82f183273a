/**
 * @jest-environment jsdom
 *
 * The template sandbox: what a template can reach and what the output can carry (issue 11 §3).
 * The output is judged by a real HTML parser (jsdom's DOMParser), not by the renderer's own check.
 */
import fc from 'fast-check';
import { INVOICE_ITEM_PLACEHOLDERS, INVOICE_PLACEHOLDERS } from '../../../../shared/invoiceTemplatePlaceholders';
import type { InvoiceTemplateData } from './invoiceTemplateData';
import { renderTemplateBody, renderTemplateText, TemplateRenderError } from './renderTemplate';
import { templateView } from './templateView';

const data = (over: Partial<InvoiceTemplateData> = {}): InvoiceTemplateData => ({
  client: { firstName: 'Anna', lastName: 'Muster', street: 'Musterweg 12', postcode: '3011', city: 'Bern' },
  practice: { name: 'Praxis Lindenhof', city: 'Bern', vatNumber: null },
  therapist: { name: 'Lea Beispiel' },
  invoice: {
    number: '2026-0042',
    date: '2026-11-26',
    dueDate: '2026-12-26',
    currency: 'CHF',
    total: 124550,
    paid: 5000,
    reference: '210000000003139471430009017',
    lines: [
      { date: '2026-11-03', description: 'Sitzung', quantity: 1, unitPrice: 12000, amount: 12000 },
      { date: '2026-11-10', description: 'Sitzung & Bericht', quantity: 2, unitPrice: 6000, amount: 12000 },
    ],
  },
  today: '2026-11-26',
  ...over,
});

/** What a browser would run in this HTML: script-ish elements, on* attributes, script URLs. */
function executableIn(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const found: string[] = [];
  for (const el of Array.from(doc.querySelectorAll('*'))) {
    if (/^(script|iframe|frame|object|embed|applet|base|meta|link)$/i.test(el.localName)) found.push(`<${el.localName}>`);
    for (const attr of Array.from(el.attributes)) {
      // eslint-disable-next-line no-control-regex -- browsers drop controls in URLs; so does this check
      const value = attr.value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
      // A handler without code runs nothing: "<td title={{Name}}>" with a client called "Anna Onken"
      // gives the cell an attribute "onken", as a browser parses it; refusing that would block her invoice.
      if (/^on[a-z]+$/i.test(attr.name) && value !== '') found.push(`${attr.name}=`);
      else if (/^(javascript|vbscript|livescript):|^data:(text\/html|image\/svg)/.test(value)) found.push(`${attr.name}=${value.slice(0, 20)}`);
      else if (attr.name === 'srcdoc') found.push('srcdoc');
    }
  }
  return found;
}

const render = (html: string, d = data()) => renderTemplateBody(html, templateView(d));
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof TemplateRenderError ? e.code : `unexpected: ${String(e)}`;
  }
};

describe('invoice template rendering', () => {
  it('fills the placeholders, formats amounts, dates and the reference, and repeats the Items section', () => {
    const out = render(
      '<h1>Rechnung {{InvoiceNumber}}</h1><p>{{ClientName}}, {{ClientPostcode}} {{ClientCity}}</p>' +
        '<table>{{#Items}}<tr><td>{{ItemDate}}</td><td>{{ItemDescription}}</td><td>{{ItemAmount}}</td></tr>{{/Items}}</table>' +
        '<p>Total {{Currency}} {{TotalAmount}}, offen {{OpenAmount}} bis {{DueDate}}, Ref. {{Reference}}</p>',
    );
    expect(out.issues).toEqual([]);
    expect(out.html).toBe(
      '<h1>Rechnung 2026-0042</h1><p>Anna Muster, 3011 Bern</p>' +
        '<table><tr><td>03.11.2026</td><td>Sitzung</td><td>120.00</td></tr><tr><td>10.11.2026</td><td>Sitzung &amp; Bericht</td><td>120.00</td></tr></table>' +
        '<p>Total CHF 1’245.50, offen 1’195.50 bis 26.12.2026, Ref. 21 00000 00003 13947 14300 09017</p>',
    );
  });

  it('shows a section only when its placeholder has a value, an inverted one only when it has none', () => {
    const html = '{{#PracticeVatNumber}}MWST {{PracticeVatNumber}}{{/PracticeVatNumber}}{{^PracticeVatNumber}}ohne MWST{{/PracticeVatNumber}}';
    expect(render(html).html).toBe('ohne MWST');
    expect(render(html, data({ practice: { name: 'P', vatNumber: 'CHE-1' } })).html).toBe('MWST CHE-1');
    expect(render('{{^Items}}keine Positionen{{/Items}}', data({ invoice: null })).html).toBe('keine Positionen');
  });

  it.each([
    ['{{constructor}}', 'unknownPlaceholder'],
    ['{{__proto__}}', 'unknownPlaceholder'],
    ['{{constructor.constructor}}', 'unknownPlaceholder'],
    ['{{ClientName.constructor}}', 'unknownPlaceholder'],
    ['{{toString}}', 'unknownPlaceholder'],
    ['{{hasOwnProperty}}', 'unknownPlaceholder'],
    ['{{.}}', 'unknownPlaceholder'],
    ['{{#Items}}{{constructor}}{{length}}{{/Items}}', 'unknownPlaceholder'],
    ['{{#constructor}}x{{/constructor}}', 'unknownPlaceholder'],
    ['{{> /etc/passwd}}', 'partial'],
    ['{{>invoice}}', 'partial'],
    ['{{#Items}}{{#Items}}x{{/Items}}{{/Items}}', 'nestedList'],
  ])('%s reaches nothing beyond the data (renders empty, reported as %s)', (html, kind) => {
    const out = render(html);
    expect(out.html).toBe('');
    expect(out.issues.map((i) => i.kind)).toContain(kind);
  });

  it('escapes triple-stash and & tags like any value, and reports them', () => {
    const d = data({ client: { firstName: '<img src=x onerror=alert(1)>', lastName: '"><script>alert(1)</script>' } });
    const out = render('<p title="{{ClientName}}">{{{ClientFirstName}}}{{& ClientLastName}}</p>', d);
    expect(executableIn(out.html)).toEqual([]);
    expect(out.html).toContain('&lt;img src&#61;x onerror&#61;alert(1)&gt;');
    expect(out.html.match(/</g)).toHaveLength(2);
    expect(out.issues).toEqual([
      { kind: 'unescaped', name: 'ClientFirstName' },
      { kind: 'unescaped', name: 'ClientLastName' },
    ]);
  });

  it('applies set delimiters but reports them, and the output is checked like the template', () => {
    const out = render('{{=<% %>=}}<p><%ClientName%></p>');
    expect(out.html).toBe('<p>Anna Muster</p>');
    expect(out.issues).toEqual([{ kind: 'delimiters', name: '<% %>' }]);
    // Tags split by placeholders or comments only show after rendering: refused then.
    expect(codeOf(() => render('<scr{{! hidden }}ipt>alert(1)</scr{{!x}}ipt>'))).toBe('unsafeTemplate');
    expect(codeOf(() => render('<img src=x on{{Unknown}}error=alert(1)>'))).toBe('unsafeTemplate');
    expect(codeOf(() => render('<a href="java{{!x}}script:alert(1)">x</a>'))).toBe('unsafeTemplate');
    // A value that turns a link into script is refused too (a patient's name chosen for it).
    expect(codeOf(() => render('<a href="{{ClientFirstName}}">x</a>', data({ client: { firstName: 'javascript:alert(1)' } })))).toBe('unsafeTemplate');
  });

  it.each([
    ['<script>alert(1)</script>'],
    ['<img src=x onerror=alert(1)>'],
    ['<a href="javascript:alert(1)">x</a>'],
    ['<svg/onload=alert(1)>'],
    ['<iframe srcdoc="x"></iframe>'],
  ])('refuses %s before rendering', (html) => {
    expect(codeOf(() => render(html))).toBe('unsafeTemplate');
  });

  it('refuses broken syntax, a runaway template and an oversized output', () => {
    expect(codeOf(() => render('{{#Items}}no end'))).toBe('templateSyntax');
    expect(codeOf(() => render('{{ClientName'))).toBe('templateSyntax');
    const many = data({ invoice: { ...data().invoice!, lines: Array.from({ length: 5000 }, () => data().invoice!.lines[0]) } });
    // 500'000 steps: stopped by the step count, or by the clock first on a loaded machine.
    expect(codeOf(() => render(`{{#Items}}${'{{ItemDescription}}'.repeat(100)}{{/Items}}`, many))).toMatch(/^templateToo(Large|Slow)$/);
    const big = data({ client: { firstName: 'x'.repeat(100_000) } });
    expect(codeOf(() => render('{{ClientFirstName}}'.repeat(30), big))).toBe('templateTooLarge');
  });

  it('builds a frozen view without prototype, of strings only, from the allow-list', () => {
    const hostile = data({ client: { firstName: (() => 'called') as unknown as string, lastName: { toString: () => 'obj' } as unknown as string } });
    const view = templateView(hostile);
    expect(Object.getPrototypeOf(view.values)).toBeNull();
    expect(Object.isFrozen(view.values) && Object.isFrozen(view.items) && view.items.every(Object.isFrozen)).toBe(true);
    expect(Object.keys(view.values).sort()).toEqual([...INVOICE_PLACEHOLDERS].sort());
    expect(Object.values(view.values).every((v) => typeof v === 'string')).toBe(true);
    expect(Object.keys(view.items[0]).sort()).toEqual([...INVOICE_ITEM_PLACEHOLDERS].sort());
    expect(view.values.ClientName).toBe('');
  });

  it('renders plain text without escaping (the e-mail text part)', () => {
    const out = renderTemplateText('Guten Tag {{ClientName}} & {{Unbekannt}}', templateView(data({ client: { firstName: 'Zoë <3' } })));
    expect(out.html).toBe('Guten Tag Zoë <3 & ');
    expect(out.issues).toEqual([{ kind: 'unknownPlaceholder', name: 'Unbekannt' }]);
  });
});

describe('invoice template sandbox, properties', () => {
  const names = [...INVOICE_PLACEHOLDERS, 'constructor', '__proto__', 'prototype', 'toString', 'valueOf', 'Items.length', '.', 'process', 'globalThis'];
  const tag = fc.constantFrom(...names).chain((n) =>
    fc.constantFrom(`{{${n}}}`, `{{{${n}}}}`, `{{&${n}}}`, `{{#${n}}}`, `{{/${n}}}`, `{{^${n}}}`, `{{>${n}}}`, `{{!${n}}}`),
  );
  const text = fc.constantFrom('<p>', '</p>', '<scr', 'ipt>', '<img src=x ', 'on', 'error=', 'alert(1)', '"', "'", '>', 'java', 'script:', '<a href="', ' ', 'Rechnung', '{{=<% %>=}}', '<%ClientName%>', '<%={{ }}=%>');
  const hostileValue = fc.oneof(fc.string(), fc.constantFrom('<script>alert(1)</script>', '" onmouseover="alert(1)', 'javascript:alert(1)', '{{constructor}}', '</style><script>', '\u0000<'));

  it('never produces executable content, nor anything of the prototype chain, whatever the template and the values', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(tag, text), { maxLength: 40 }), hostileValue, hostileValue, (parts, first, last) => {
        const html = parts.join('');
        let out: string;
        try {
          out = render(html, data({ client: { firstName: first, lastName: last } })).html;
        } catch (e) {
          // Refusing is a safe answer; anything but our own refusal is not.
          expect(e).toBeInstanceOf(TemplateRenderError);
          return;
        }
        expect(executableIn(out)).toEqual([]);
        expect(out).not.toMatch(/function|\[object|native code/);
        // Values never add markup: every "<" of the output was typed in the template.
        expect((out.match(/</g) ?? []).length).toBeLessThanOrEqual((html.match(/</g) ?? []).length);
      }),
      { numRuns: 1500 },
    );
    expect(Object.prototype).not.toHaveProperty('polluted');
    // Each run parses its output with jsdom: generous on a loaded machine.
  }, 180_000);

  it('renders every client placeholder to its escaped value, nothing else', () => {
    const fields = { ClientFirstName: 'firstName', ClientLastName: 'lastName', ClientStreet: 'street', ClientPostcode: 'postcode', ClientCity: 'city' } as const;
    // eslint-disable-next-line no-control-regex -- values lose their control characters; so does the expectation
    const controls = new RegExp('[\\u0000-\\u0008\\u000b-\\u001f\\u007f]', 'g');
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(fields) as (keyof typeof fields)[])), fc.string(), (name, value) => {
        const out = render(`[{{${name}}}]`, data({ client: { [fields[name]]: value } })).html;
        expect(out.replace(/&(amp|lt|gt|quot|#39|#96|#61);/g, 'E')).toBe(`[${value.trim().replace(controls, '').replace(/[&<>"'`=]/g, 'E')}]`);
      }),
      { numRuns: 500 },
    );
  });
});
