/**
 * Hostile and broken bank files are refused with the right code, fast, and without reading any
 * entity (security plan C1): XXE, billion laughs, parameter entities, a 200 MB upload, a wrong
 * namespace, a truncated file, not XML at all, deep nesting, prototype keys.
 */
import { CAMT_MAX_BYTES, CamtError, type CamtErrorCode } from '../../../src/server/services/camt/camtError';
import { parseCamt } from '../../../src/server/services/camt/parseCamt';
import { readCamtStream } from '../../../src/server/services/camt/readCamtStream';
import { CAMT_TEST_IBAN, writeCamt } from '../support/camtWriter';

const NS08 = 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.08';
const good = () => writeCamt({ accounts: [{ iban: CAMT_TEST_IBAN, entries: [{ payments: [{ amount: 12_050, reference: '210000000003139471430009017', debtorName: 'Anna Muster', message: 'MARKER' }] }] }] });

function refusal(input: string | Uint8Array): { code: CamtErrorCode; ms: number } {
  const start = performance.now();
  try {
    parseCamt(input);
  } catch (e) {
    if (!(e instanceof CamtError)) throw e;
    return { code: e.code, ms: performance.now() - start };
  }
  throw new Error('the file was accepted');
}

const withDoctype = (doctype: string, body = '&xxe;') => good().replace('<?xml version="1.0" encoding="UTF-8"?>\n', `<?xml version="1.0" encoding="UTF-8"?>\n${doctype}\n`).replace('MARKER', body);

describe('declarations are refused before parsing', () => {
  it.each([
    ['XXE with a SYSTEM entity', withDoctype('<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>')],
    ['XXE over HTTP', withDoctype('<!DOCTYPE Document [<!ENTITY xxe SYSTEM "http://127.0.0.1:9/canary">]>')],
    ['parameter entities', withDoctype('<!DOCTYPE Document [<!ENTITY % p SYSTEM "http://127.0.0.1:9/p.dtd"> %p;]>', 'x')],
    [
      'billion laughs',
      withDoctype(
        `<!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]>`,
        '&lol9;',
      ),
    ],
    ['one large entity repeated', withDoctype(`<!DOCTYPE d [<!ENTITY big "${'A'.repeat(100_000)}">]>`, '&big;'.repeat(1000))],
    ['an external DTD only', withDoctype('<!DOCTYPE Document SYSTEM "http://127.0.0.1:9/camt.dtd">', 'x')],
    ['two DOCTYPEs', withDoctype('<!DOCTYPE a><!DOCTYPE b [<!ENTITY xxe "x">]>')],
    ['a lower-case doctype', withDoctype('<!doctype Document [<!entity xxe "x">]>')],
    ['an entity declaration outside any DOCTYPE', good().replace('MARKER', '<!ENTITY xxe "x">')],
  ])('%s → camtDtdRefused, in well under a second', (_name, xml) => {
    const { code, ms } = refusal(xml);
    expect(code).toBe('camtDtdRefused');
    expect(ms).toBeLessThan(500);
  });

  it('an undeclared entity reference is never expanded (no DTD, so nothing to expand)', () => {
    const doc = parseCamt(good().replace('MARKER', 'a &xxe; b'));
    expect(doc.records[0].entries[0].transactions[0].unstructured).toEqual(['a &xxe; b']);
  });

  it('the predefined entities and character references are decoded, a million of them in linear time (CVE-2026-33036 shape)', () => {
    // Linear, not a fixed time (machines differ several times): ten times the references cost far
    // less than the hundred times a quadratic decoder would; CPU time, as the machine is shared.
    const cpu = (n: number) => {
      const start = process.cpuUsage();
      const parsed = parseCamt(good().replace('MARKER', 'M&#252;ller &amp; S&#xF6;hne ' + '&#65;'.repeat(n)));
      const used = process.cpuUsage(start);
      return { parsed, ms: (used.user + used.system) / 1000 };
    };
    const small = cpu(100_000);
    const { parsed: doc, ms } = cpu(1_000_000);
    expect(ms / Math.max(small.ms, 1)).toBeLessThan(40);
    const text = doc.records[0].entries[0].transactions[0].unstructured[0];
    expect(text.startsWith('Müller & Söhne AAA')).toBe(true);
    expect(text.length).toBe('Müller & Söhne '.length + 1_000_000);
  });
});

describe('size', () => {
  it(`a text over ${CAMT_MAX_BYTES / 1024 / 1024} MB → camtTooLarge before any parsing`, () => {
    const big = good().replace('MARKER', 'x'.repeat(CAMT_MAX_BYTES));
    const { code, ms } = refusal(big);
    expect(code).toBe('camtTooLarge');
    expect(ms).toBeLessThan(200);
  });

  it('counts bytes, not characters: 20 MB of “ü” in 10.5 M characters is too large', () => {
    expect(refusal(good().replace('MARKER', 'ü'.repeat(10_500_000))).code).toBe('camtTooLarge');
  });

  it('a 200 MB upload is refused after reading just over 20 MB, and the stream is closed', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    let pulled = 0;
    let closed = false;
    async function* upload() {
      try {
        for (let i = 0; i < 200; i++) {
          pulled++;
          yield chunk;
        }
      } finally {
        closed = true;
      }
    }
    await expect(readCamtStream(upload())).rejects.toEqual(new CamtError('camtTooLarge', String(CAMT_MAX_BYTES)));
    expect(pulled).toBe(21);
    expect(closed).toBe(true);
  });

  it('a file under the limit is read whole', async () => {
    const xml = good();
    async function* upload() {
      yield xml.slice(0, 100);
      yield Buffer.from(xml.slice(100));
    }
    expect(parseCamt(await readCamtStream(upload())).messageId).toBe('KURA-TEST-MSG-1');
  });
});

describe('not a supported camt file', () => {
  it.each([
    ['camt.052 (account report)', good().replace(NS08, 'urn:iso:std:iso:20022:tech:xsd:camt.052.001.08')],
    ['a version we do not read (.001.09)', good().replace(NS08, 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.09')],
    ['pain.001', good().replace(NS08, 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09')],
    ['no namespace', good().replace(` xmlns="${NS08}"`, '')],
    ['another root element', '<?xml version="1.0"?><invoice xmlns="http://www.forum-datenaustausch.ch/invoice"/>'],
    ['a camt.054 namespace on a statement body', good().replace(/BkToCstmrDbtCdtNtfctn/g, 'BkToCstmrStmt')],
  ])('%s → camtUnsupported', (_name, xml) => {
    expect(refusal(xml).code).toBe('camtUnsupported');
  });

  it('reads a prefixed root (ns2:Document) by its own prefix’s namespace', () => {
    const xml = good().replace(`<Document xmlns="${NS08}"`, `<Document xmlns:ns2="${NS08}"`).replace(/<(\/?)([A-Z][A-Za-z]+)([ >])/g, '<$1ns2:$2$3');
    expect(xml).toContain('<ns2:Document');
    expect(parseCamt(xml).records[0].entries[0].amount.minor).toBe(12_050);
  });
});

describe('broken files', () => {
  const xml = good();
  it.each([
    ['truncated in the middle', xml.slice(0, Math.floor(xml.length / 2))],
    ['truncated before the last closing tag', xml.slice(0, xml.lastIndexOf('</Document>'))],
    ['cut right after the root start tag', xml.slice(0, xml.indexOf('>', xml.indexOf('<Document')) + 1)],
    ['plain text', 'hello, this is not a bank file'],
    ['JSON', '{"Document": {}}'],
    ['empty', ''],
    ['a mismatched closing tag', xml.replace('</MsgId>', '</MsgIdX>')],
    ['nested 10,000 deep', xml.replace('MARKER', '<a>'.repeat(10_000) + '</a>'.repeat(10_000))],
  ])('%s → camtMalformed', (_name, input) => {
    expect(refusal(input).code).toBe('camtMalformed');
  });

  it('bytes that are neither UTF-8 nor declared Latin-1 → camtMalformed; declared Latin-1 is read', () => {
    expect(refusal(Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff, 0xfe, 0x00, 0x81])).code).toBe('camtMalformed');
    const latin1 = Buffer.from(good().replace('encoding="UTF-8"', 'encoding="ISO-8859-1"').replace('Anna Muster', 'Anna Müller'), 'latin1');
    expect(parseCamt(latin1).records[0].entries[0].transactions[0].debtor?.name).toBe('Anna Müller');
  });

  it.each([
    ['an amount with a comma', (x: string) => x.replace('>120.50<', '>120,50<')],
    ['a negative amount', (x: string) => x.replace('>120.50<', '>-120.50<')],
    ['an amount beyond the safe integer range', (x: string) => x.replace('>120.50<', '>999999999999999999.99<')],
    ['a currency that is not ISO 4217 shaped', (x: string) => x.replace(/Ccy="CHF"/g, 'Ccy="chf"')],
    ['a credit/debit code that does not exist', (x: string) => x.replace('<CdtDbtInd>CRDT</CdtDbtInd>', '<CdtDbtInd>PLUS</CdtDbtInd>')],
    ['no message id', (x: string) => x.replace(/<MsgId>[^<]*<\/MsgId>/, '')],
    ['a booking date that is not a date', (x: string) => x.replace(/<BookgDt><Dt>[^<]*<\/Dt>/, '<BookgDt><Dt>20.11.2026</Dt>')],
    ['an account without id', (x: string) => x.replace(/<Acct><Id><IBAN>[^<]*<\/IBAN><\/Id>/, '<Acct>')],
  ])('%s → camtInvalid', (_name, change) => {
    const changed = change(xml);
    expect(changed).not.toBe(xml);
    expect(refusal(changed).code).toBe('camtInvalid');
  });

  it('element names like __proto__ pollute nothing (null-prototype elements)', () => {
    const doc = parseCamt(xml.replace('<Ntry>', '<Ntry><__proto__><polluted>yes</polluted></__proto__><constructor>x</constructor><hasOwnProperty>x</hasOwnProperty>'));
    expect(doc.records[0].entries[0].amount.minor).toBe(12_050);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
