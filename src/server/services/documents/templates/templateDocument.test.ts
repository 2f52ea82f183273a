/**
 * @jest-environment jsdom
 *
 * The template's CSS (scoped, nothing loaded from elsewhere) and the whole document (CSP, body
 * cleaned of <link>s, remote sources, unsafe inline styles). Judged with jsdom's parsers.
 */
import fc from 'fast-check';
import type { InvoiceTemplateData } from './invoiceTemplateData';
import { DOCUMENT_CSP, renderTemplateDocument } from './templateDocument';
import { scopeTemplateCss } from './templateCss';

const data: InvoiceTemplateData = { client: { firstName: 'Anna', lastName: 'Muster' }, practice: { name: 'Praxis Lindenhof' }, today: '2026-11-26' };
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** Every url() and @import that a browser's CSS parser finds in the sheet. */
function loadsIn(css: string): string[] {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
  const found: string[] = [];
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSImportRule) found.push(`@import ${rule.href}`);
      if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) walk((rule as CSSGroupingRule).cssRules);
      for (const m of rule.cssText.matchAll(/url\(\s*["']?([^"')]*)/gi)) if (!m[1].startsWith('data:image/')) found.push(m[1]);
    }
  };
  // jsdom's CSS parser gives up on some broken sheets (browsers skip the broken part): read those as text.
  if (style.sheet) walk(style.sheet.cssRules);
  else for (const m of css.replace(/\\/g, '').matchAll(/url\(\s*["']?([^"')]*)|(?:^|[;{}])\s*@import/gi)) if (!m[1]?.startsWith('data:image/')) found.push(m[0]);
  style.remove();
  return found;
}

describe('template CSS', () => {
  it('puts every selector under the document and maps html, body and :root onto it', () => {
    const { css, issues } = scopeTemplateCss('body { margin: 0 } h1, .total > td { color: #1c6e8c } html body p { font-size: 10pt } @media print { .no-print { display: none } } @page { size: A4; margin: 20mm }');
    expect(issues).toEqual([]);
    expect(css).toBe(
      [
        '.kura-document { margin: 0 }',
        '.kura-document h1, .kura-document .total > td { color: #1c6e8c }',
        '.kura-document p { font-size: 10pt }',
        '@media print {\n.kura-document .no-print { display: none }\n}',
        '@page { size: A4; margin: 20mm }',
      ].join('\n'),
    );
  });

  it.each([
    ['@import url(https://evil.example/x.css); p { color: red }', '@import'],
    ['@\\69mport "https://evil.example/x.css"; p { color: red }', '@import'],
    ['.logo { background: url(https://cdn.example.ch/logo.png) }', 'background'],
    ['.logo { background: url("//cdn.example.ch/logo.png") }', 'background'],
    ['.logo { background: \\75 rl(https://evil.example/t.gif) }', 'background'],
    ['.logo { background-image: image-set("https://evil.example/a.png" 1x) }', 'background-image'],
    ['.logo { background: url(data:image/svg+xml;base64,PHN2Zz4=) }', 'background'],
    ['@font-face { font-family: X; src: url(https://evil.example/x.woff) }', 'src'],
    ['@namespace svg url(http://www.w3.org/2000/svg); p { color: red }', '@namespace'],
    ['@document url(https://x) { p { color: red } }', '@document url(https://x)'],
  ])('leaves out what would load from elsewhere: %s', (input, name) => {
    const { css, issues } = scopeTemplateCss(input);
    expect(loadsIn(css)).toEqual([]);
    expect(issues.map((i) => i.name)).toContain(name);
  });

  it('keeps data: images, and never lets the CSS close its <style>', () => {
    expect(scopeTemplateCss(`.logo { background: url("${PNG}") no-repeat }`)).toEqual({ css: `.kura-document .logo { background: url("${PNG}") no-repeat }`, issues: [] });
    const { css } = scopeTemplateCss('p::after { content: "</style><script>alert(1)</script>" }');
    expect(css).not.toContain('<');
  });

  it('loads nothing, whatever pieces the CSS is made of', () => {
    const piece = fc.constantFrom('p', '{', '}', ';', ' ', 'background:', 'url(', ')', '"', "'", 'https://evil.example/x', PNG, '@import', '@media print', '@font-face', '\\75 rl(', '/*', '*/', ',', 'body', '\\', 'image-set(');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        const { css } = scopeTemplateCss(parts.join(''));
        expect(css).not.toContain('<');
        expect(loadsIn(css)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('template document', () => {
  it('is a whole document with a no-script CSP, the scoped CSS and the filled body', () => {
    const doc = renderTemplateDocument({ html: '<h1>{{PracticeName}}</h1><p>{{ClientName}}</p>', css: 'h1 { color: navy }' }, data, 'fr', 'Rechnung');
    const parsed = new DOMParser().parseFromString(doc.document, 'text/html');
    expect(parsed.documentElement.lang).toBe('fr');
    expect(parsed.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(DOCUMENT_CSP);
    expect(DOCUMENT_CSP).toContain("default-src 'none'");
    expect(DOCUMENT_CSP).not.toMatch(/script-src|unsafe-eval/);
    expect(parsed.querySelector('.kura-document h1')?.textContent).toBe('Praxis Lindenhof');
    expect(parsed.querySelector('style')?.textContent).toContain('.kura-document h1 { color: navy }');
    expect(parsed.title).toBe('Rechnung');
    expect(doc.issues).toEqual([]);
  });

  it('drops <link>s, remote sources and unsafe inline styles from the body, and says so', () => {
    const doc = renderTemplateDocument(
      {
        html:
          '<link rel="stylesheet" href="https://evil.example/x.css"><img src="https://evil.example/t.gif" alt="t"><img/src="//evil.example/u.gif">' +
          `<img src="${PNG}" alt="logo"><p style="color: red; background: url(https://evil.example/b.png)">x</p>`,
      },
      data,
      'de',
    );
    const parsed = new DOMParser().parseFromString(doc.document, 'text/html');
    expect(parsed.querySelector('link')).toBeNull();
    expect(Array.from(parsed.querySelectorAll('img')).map((i) => i.getAttribute('src'))).toEqual(['', '', PNG]);
    expect(parsed.querySelector('p')?.getAttribute('style')).toBe('color: red');
    expect(doc.document).not.toContain('evil.example');
    expect(doc.issues.map((i) => i.kind)).toEqual(expect.arrayContaining(['linkRemoved', 'cssRemoved']));
  });
});
