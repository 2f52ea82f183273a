/**
 * POST /api/invoice-templates/preview (issue 11 §3/§5): a template rendered in its sandbox from the
 * sample or from a client of the centre; members only, centre-scoped, validated; and the invoice
 * e-mail body built from a stored template or from the settings' text.
 */
import { and, eq } from 'drizzle-orm';
import { auditEvents, contacts, invoiceTemplates } from '../../../src/server/db/schema';
import { renderInvoiceEmail } from '../../../src/server/services/documents/templates/invoiceEmail';
import { addMember, createUser } from '../support/fixtures';
import { DB_KINDS } from '../support/testApp';
import { recordsWorld, type RecordsWorld } from '../records/recordsWorld';

const HTML = '<h1>{{PracticeName}}</h1><p class="to">{{ClientName}}, {{ClientCity}}</p><table>{{#Items}}<tr><td>{{ItemDescription}}</td><td>{{ItemAmount}}</td></tr>{{/Items}}</table><p>{{Currency}} {{OpenAmount}} {{Unbekannt}}</p>';
const issuesOf = (res: { headers: Record<string, unknown> }) => JSON.parse(decodeURIComponent(String(res.headers['x-template-issues'])));

describe.each(DB_KINDS)('invoice template preview on %s', (kind) => {
  let w: RecordsWorld;
  let contactA: string;
  let contactB: string;
  beforeAll(async () => {
    w = await recordsWorld(kind);
    const add = async (centreId: string, firstName: string, language: string | null) =>
      (await w.t.ctx.db.insert(contacts).values({ centreId, firstName, lastName: 'Keller', addressCity: 'Thun', language, countryPhone: '+41', phone: '' }).returning({ id: contacts.contactId }))[0].id;
    contactA = await add(w.a.centreId, 'Mia', 'fr');
    contactB = await add(w.b.centreId, 'Kanarienvogel', null);
  }, 120_000);
  afterAll(() => w.t.close());

  const preview = (body: Record<string, unknown>, centreId = w.a.centreId, headers?: Record<string, string>) =>
    headers
      ? w.t.app.inject({ method: 'POST', url: `/api/invoice-templates/preview?centreId=${centreId}`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) })
      : w.call('POST', `/api/invoice-templates/preview?centreId=${centreId}`, body);

  it('renders the sample as a whole document with a sandbox CSP, in the language asked for, and reports unknown placeholders', async () => {
    const res = await preview({ html: HTML, css: 'h1 { color: navy } .x { background: url(https://evil.example/a.png) }', language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none';/);
    expect(res.headers['content-security-policy']).not.toContain('script-src');
    expect(res.body).toMatch(/^<!DOCTYPE html>\n<html lang="fr">/);
    expect(res.body).toContain('<h1>Cabinet Lindenhof</h1><p class="to">Anna Muster, Bern</p>');
    expect(res.body).toContain('<td>Physiothérapie, séance de 45 min</td><td>120.00</td>');
    expect(res.body).toContain('CHF 190.00');
    expect(res.body).toContain('.kura-document h1 { color: navy }');
    expect(res.body).not.toContain('evil.example');
    expect(issuesOf(res)).toEqual([
      { kind: 'unknownPlaceholder', name: 'Unbekannt' },
      { kind: 'cssRemoved', name: 'background' },
    ]);
  });

  it('fills a letter with a client of the centre, in the client\'s language, and logs the read', async () => {
    const res = await preview({ html: '<p>{{ClientName}} ({{ClientCity}}) – {{PracticeName}} – {{InvoiceNumber}}</p>', contactId: contactA });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p>Mia Keller (Thun) – Praxis A – </p>');
    expect(res.body).toContain('<html lang="fr">');
    const reads = await w.t.ctx.db.select().from(auditEvents).where(and(eq(auditEvents.objectId, contactA), eq(auditEvents.action, 'read')));
    expect(reads).toHaveLength(1);
  });

  it('answers 404 for a client of another centre, for another centre and for a centre id that is none', async () => {
    const foreign = await preview({ html: '<p>{{ClientName}}</p>', contactId: contactB });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Kanarienvogel');
    expect((await preview({ html: '<p>x</p>' }, w.b.centreId)).statusCode).toBe(404);
    expect((await preview({ html: '<p>x</p>' }, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('lets every member preview (nothing is written), and nobody else', async () => {
    const provider = await createUser(w.t.ctx, { firstName: 'Pia' });
    await addMember(w.t.ctx, w.a.centreId, provider, 'PROVIDER');
    expect((await preview({ html: '<p>{{TherapistName}}</p>', contactId: contactA }, w.a.centreId, provider.headers)).body).toContain('<p>Pia User</p>');
    expect((await preview({ html: '<p>x</p>' }, w.a.centreId, w.b.owner.headers)).statusCode).toBe(404);
    expect((await preview({ html: '<p>x</p>' }, w.a.centreId, {})).statusCode).toBe(401);
  });

  it.each([
    ['a script', 400, 'unsafeTemplate', { html: '<p>x</p><script>alert(1)</script>' }],
    ['a script made by splitting a tag', 400, 'unsafeTemplate', { html: '<scr{{!x}}ipt>alert(1)</script>' }],
    ['a css expression', 200, null, { html: '<p>x</p>', css: 'p { width: expression(alert(1)) }' }],
    ['an unclosed section', 400, 'templateSyntax', { html: '{{#Items}}<p>' }],
    ['an unknown field', 400, 'validation', { html: '<p>x</p>', script: 'x' }],
    ['html too long', 400, 'validation', { html: 'x'.repeat(200_001) }],
    ['an unknown language', 400, 'validation', { html: '<p>x</p>', language: 'xx' }],
  ])('%s → %s %s', async (_label, status, code, body) => {
    const res = await preview(body);
    expect(res.statusCode).toBe(status);
    if (code) expect(res.json().code).toBe(code);
    if (code === 'unsafeTemplate') expect(res.json().message).toBe('errors.unsafeTemplateRender');
    if (status === 200) expect(res.body).not.toContain('expression(');
  });

  it('builds the invoice e-mail from a stored template, from the settings\' text, or from the default text', async () => {
    const [tpl] = await w.t.ctx.db.insert(invoiceTemplates).values({ centreId: w.a.centreId, name: 'Mail', html: '<p>Guten Tag {{ClientName}}</p><p>Rechnung {{InvoiceNumber}}: {{Currency}} {{OpenAmount}}</p>', css: 'p { margin: 0 }' }).returning();
    const data = {
      client: { firstName: 'Mia', lastName: 'Keller <3' },
      practice: { name: 'Praxis A' },
      invoice: { number: 'R-7', date: '2026-11-26', dueDate: '2026-12-26', currency: 'CHF' as const, total: 9550, paid: 0, lines: [] },
    };
    const fromTemplate = await renderInvoiceEmail(w.t.ctx.db, w.a.centreId, { templateId: tpl.invoiceTemplateId }, data, 'de');
    expect(fromTemplate.subject).toBe('Rechnung R-7 von Praxis A');
    expect(fromTemplate.html).toContain('<p>Guten Tag Mia Keller &lt;3</p>');
    expect(fromTemplate.html).toContain("Content-Security-Policy");
    expect(fromTemplate.text).toBe('Guten Tag Mia Keller <3\nRechnung R-7: CHF 95.50');
    // Another centre's template is not found.
    await expect(renderInvoiceEmail(w.t.ctx.db, w.b.centreId, { templateId: tpl.invoiceTemplateId }, data, 'de')).rejects.toMatchObject({ statusCode: 404 });
    const fromText = await renderInvoiceEmail(w.t.ctx.db, w.a.centreId, { text: 'Hallo {{ClientFirstName}}\n\nBitte {{OpenAmount}} bis {{DueDate}}.' }, data, 'de');
    expect(fromText).toMatchObject({ text: 'Hallo Mia\n\nBitte 95.50 bis 26.12.2026.', issues: [] });
    expect(fromText.html).toContain('<p>Hallo Mia</p>\n<p>Bitte 95.50 bis 26.12.2026.</p>');
    const byDefault = await renderInvoiceEmail(w.t.ctx.db, w.a.centreId, { text: '  ' }, data, 'it');
    expect(byDefault.subject).toBe('Fattura R-7 di Praxis A');
    expect(byDefault.text).toBe('Buongiorno Mia Keller <3\n\nIn allegato trova la fattura R-7 di CHF 95.50, pagabile entro il 26.12.2026.\n\nCordiali saluti\nPraxis A');
    expect(byDefault.html).toContain('Buongiorno Mia Keller &lt;3');
  });
});
