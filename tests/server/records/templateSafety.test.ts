/** What counts as executable in an invoice template's HTML or CSS (errors.unsafeTemplate). */
import { decodeCharacterReferences, isUnsafeTemplate } from '../../../src/server/services/records/templateSafety';

describe('invoice template safety', () => {
  it.each([
    '<section class="invoice"><h1 style="color:#333">Rechnung</h1><p>Bitte überweisen Sie den Betrag innert 30 Tagen.</p></section>',
    '<a href="https://www.praxis.ch/kontakt">Kontakt</a> <img src="data:image/png;base64,iVBORw0KGgo=" alt="Logo">',
    '<p>Kurs: JavaScript: Grundlagen für Praxen</p><p>Zahlung online = sofort</p>',
    '<table><tr><td>{{service}}</td><td class="onlineBooking">{{amount}}</td></tr></table>',
    '@page { size: A4; margin: 20mm } .logo { background: url("https://cdn.example.ch/logo.svg") no-repeat; } td::after { content: "\\2014"; }',
    '<p>Style-Hinweis: expression ist ein Wort</p>',
    '',
  ])('accepts an ordinary template %#', (text) => {
    expect(isUnsafeTemplate(text)).toBe(false);
  });

  it.each([
    '<script>alert(1)</script>',
    '<ScRiPt src=//evil.example/x.js>',
    '<svg><script>alert(1)</script></svg>',
    '<img src=x onerror=alert(1)>',
    '<body onload="steal()">',
    '<div/onmouseover=alert(1)>hover</div>',
    '<a href="JAVASCRIPT:alert(1)">x</a>',
    '<a href=" java\nscript:alert(1)">x</a>',
    '<a href="&#x6A;&#x61;&#x76;&#x61;script&#58;alert(1)">x</a>',
    '<a href="&#106&#97&#118&#97script:alert(1)">x</a>',
    '<a href="javascript&colon;alert(1)">x</a>',
    '<a href="&amp;#106;avascript:alert(1)">x</a>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<form><button formaction="javascript:alert(1)">Zahlen</button></form>',
    '<iframe srcdoc="<p>x</p>"></iframe>',
    '<embed src="x.swf">',
    '<object data="data:text/html,<script>alert(1)</script>"></object>',
    '<base href="https://evil.example/">',
    '<meta http-equiv="refresh" content="0;url=https://evil.example">',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
    'div { background: url(javascript:alert(1)) }',
    'div { width: expression(alert(1)) }',
    'div { width: ex\\70 ression(alert(1)) }',
    'div { -moz-binding: url(https://evil.example/xbl.xml#x) }',
    'div { behavior: url(x.htc) }',
    '@import "https://evil.example/x.css";',
    '</style><p>x</p>',
  ])('refuses %s', (text) => {
    expect(isUnsafeTemplate(text)).toBe(true);
  });

  it('decodes character references as a browser does', () => {
    expect(decodeCharacterReferences('&#106;&#x61;&colon;&Tab;&unknown;')).toBe('ja:\t&unknown;');
  });
});
