import { bulkSmsCost, bulkSmsValues, renderBulkSms, smsEncoding, smsSize } from './sms';
import { checkSmsRecipient } from './smsRecipients';

describe('SMS size and credits', () => {
  it('counts GSM-7 texts as 160 in one SMS and 153 per concatenated part', () => {
    expect(smsSize('')).toMatchObject({ parts: 0 });
    expect(smsSize('a'.repeat(160))).toMatchObject({ encoding: 'gsm7', units: 160, parts: 1 });
    expect(smsSize('a'.repeat(161)).parts).toBe(2);
    expect(smsSize('a'.repeat(306)).parts).toBe(2);
    expect(smsSize('a'.repeat(307)).parts).toBe(3);
    expect(smsSize('a'.repeat(1600)).parts).toBe(11);
  });

  it('keeps German umlauts and é è à in GSM-7 but counts extension characters twice', () => {
    expect(smsEncoding('Grüezi Frau Müller, à bientôt? Nein: é è à ù ì ò ÄÖÜ ß')).toBe('ucs2'); // ô is not GSM-7
    expect(smsEncoding('Grüezi Frau Müller, Termin am Dienstag. ÄÖÜ äöü é è à ß')).toBe('gsm7');
    expect(smsSize('€'.repeat(80))).toMatchObject({ encoding: 'gsm7', length: 80, units: 160, parts: 1 });
    expect(smsSize('€'.repeat(81)).parts).toBe(2);
  });

  it('switches the whole text to UCS-2 for any other character: 70 in one SMS, 67 per part', () => {
    expect(smsSize('ê' + 'a'.repeat(69))).toMatchObject({ encoding: 'ucs2', units: 70, parts: 1 });
    expect(smsSize('ê' + 'a'.repeat(70)).parts).toBe(2);
    expect(smsSize('ç' + 'a'.repeat(133)).parts).toBe(2);
    expect(smsSize('ç' + 'a'.repeat(134)).parts).toBe(3);
    // An emoji is two UTF-16 units.
    expect(smsSize('🙂'.repeat(35))).toMatchObject({ encoding: 'ucs2', units: 70, parts: 1 });
  });

  it('renders {{ClientName}} per recipient and keeps unknown placeholders', () => {
    const values = bulkSmsValues({ firstName: 'Anna', lastName: 'Muster' });
    expect(renderBulkSms('Hallo {{ClientName}}, {{ ClientName }}! {{Provider}}', values)).toBe('Hallo Anna Muster, Anna Muster! {{Provider}}');
    expect(bulkSmsValues({ firstName: 'Bea', lastName: null }).ClientName).toBe('Bea');
  });

  it('charges the sum of every rendered text and shows the longest', () => {
    const text = `${'x'.repeat(150)} {{ClientName}}`;
    const short = bulkSmsValues({ firstName: 'Al', lastName: 'Bo' }); // 156 characters: 1 SMS
    const long = bulkSmsValues({ firstName: 'Maximiliane', lastName: 'Mustermann-Beispiel' }); // 182: 2 SMS
    const cost = bulkSmsCost(text, [short, long, short]);
    expect(cost.credits).toBe(4);
    expect(cost.longest).toMatchObject({ length: 182, parts: 2 });
    // A name with a non-GSM character makes that one text UCS-2 (3 parts), the others stay GSM-7.
    const unicode = bulkSmsValues({ firstName: 'Zoë', lastName: 'Ĉ' });
    expect(bulkSmsCost(text, [short, unicode]).credits).toBe(1 + 3);
  });
});

describe('SMS recipients', () => {
  it('accepts mobile numbers of supported countries and tells why others are skipped', () => {
    expect(checkSmsRecipient({ countryPhone: '+41', phone: '079 123 45 67' })).toEqual({ ok: true, e164: '+41791234567' });
    expect(checkSmsRecipient({ countryPhone: '+49', phone: '01512 3456789' })).toEqual({ ok: true, e164: '+4915123456789' });
    expect(checkSmsRecipient({ countryPhone: '+41', phone: '' })).toEqual({ ok: false, reason: 'noPhone' });
    expect(checkSmsRecipient({ countryPhone: '+41', phone: '123' })).toEqual({ ok: false, reason: 'invalidPhone' });
    expect(checkSmsRecipient({ countryPhone: '+41', phone: '044 668 18 00' })).toEqual({ ok: false, reason: 'notMobile' });
    expect(checkSmsRecipient({ countryPhone: '+1', phone: '201 555 0123' })).toEqual({ ok: false, reason: 'unsupportedCountry' });
    expect(checkSmsRecipient({ countryPhone: '+41', phone: '079 123 45 67', status: 'archived' })).toEqual({ ok: false, reason: 'archived' });
  });
});
