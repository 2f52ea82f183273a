/**
 * A realistic contact list as another practice program would export it to Excel: German
 * headers, names from the four language regions, Swiss addresses with cantons, phone numbers in
 * the usual spellings, Excel date cells, and a few rows a real export gets wrong.
 */
import ExcelJS from 'exceljs';
import { seededRandom } from '../../support/seededRandom';

export const IMPORT_HEADERS = ['Anrede', 'Vorname', 'Nachname', 'Geburtsdatum', 'Geschlecht', 'Strasse', 'PLZ', 'Ort', 'Kanton', 'Telefon', 'Mobile', 'E-Mail', 'Krankenkasse', 'Gewicht', 'Bemerkungen'];

const FEMALE = ['Anna', 'Barbara', 'Chiara', 'Céline', 'Daniela', 'Elena', 'Franziska', 'Giulia', 'Heidi', 'Isabelle', 'Julia', 'Karin', 'Laura', 'Manon', 'Nadia', 'Olivia', 'Petra', 'Regula', 'Sara', 'Vreni', 'Zoé'];
const MALE = ['Andreas', 'Beat', 'Christian', 'Daniel', 'Erich', 'Fabio', 'Gérard', 'Hans', 'Jürg', 'Kurt', 'Luca', 'Marco', 'Nicolas', 'Pascal', 'Reto', 'Samuel', 'Thomas', 'Urs', 'Walter', 'Yves'];
const LAST = ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Meyer', 'Steiner', 'Fischer', 'Gerber', 'Brunner', 'Baumann', 'Frei', 'Zimmermann', 'Moser', 'Widmer', 'Wyss', 'Graf', 'Roth', 'Rochat', 'Favre', 'Rossi', 'Bernasconi', 'Lüthi', 'Bühler', "D'Amico", 'Nguyen', 'Da Silva', 'Käser'];
const STREETS = ['Bahnhofstrasse', 'Hauptstrasse', 'Dorfstrasse', 'Rue du Lac', 'Via Cantonale', 'Seestrasse', 'Kirchweg', 'Avenue de la Gare', 'Schulhausstrasse', 'Gartenweg'];
const PLACES: [string, string, string][] = [
  ['8001', 'Zürich', 'ZH'], ['3011', 'Bern', 'BE'], ['4051', 'Basel', 'BS'], ['1003', 'Lausanne', 'VD'], ['1204', 'Genève', 'GE'],
  ['6900', 'Lugano', 'TI'], ['6003', 'Luzern', 'LU'], ['9000', 'St. Gallen', 'SG'], ['7000', 'Chur', 'GR'], ['2000', 'Neuchâtel', 'NE'],
  ['8400', 'Winterthur', 'ZH'], ['5000', 'Aarau', 'AG'], ['1700', 'Fribourg', 'FR'], ['1950', 'Sion', 'VS'], ['6300', 'Zug', 'ZG'],
];
const INSURERS = ['CSS', 'Helsana', 'Swica', 'Sanitas', 'Concordia', 'Visana', 'Groupe Mutuel', 'Assura', 'KPT', 'Atupri'];
const NOTES = ['', '', '', 'Rückenschmerzen seit 2019', 'Allergie: Nüsse', 'Termine nur vormittags', 'Überweisung Dr. Keller', 'Nacken, Schulter links'];

/** Rows (1-based, as Excel shows them) that a real export gets wrong, and why. */
export const BROKEN_ROWS = { 5: 'dateOfBirth', 12: 'lastName', 5000: 'email' } as const;

function phone(i: number, rnd: () => number): string {
  const n = String(1_000_000 + Math.floor(rnd() * 8_999_999));
  const national = `07${[6, 7, 8, 9][Math.floor(rnd() * 4)]} ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)}`;
  // The spellings found in real lists: national, international, with 0041, without spaces.
  switch (i % 4) {
    case 0:
      return national;
    case 1:
      return `+41 ${national.slice(1)}`;
    case 2:
      return `0041${national.slice(1).replace(/ /g, '')}`;
    default:
      return national.replace(/ /g, '');
  }
}

export interface GeneratedList {
  file: Buffer;
  rows: number;
  broken: number;
}

export async function contactListXlsx(rows = 9999, tag = 'imp'): Promise<GeneratedList> {
  // Seeded: the same file every run, without the patterns of i % n.
  const rnd = seededRandom(9999);
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)];
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Patienten');
  ws.addRow(IMPORT_HEADERS);
  for (let i = 0; i < rows; i++) {
    const excelRow = i + 2;
    const female = rnd() < 0.55;
    const [zip, city, canton] = pick(PLACES);
    const first = female ? pick(FEMALE) : pick(MALE);
    const last = pick(LAST);
    const born = new Date(Date.UTC(1930 + Math.floor(rnd() * 92), Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 28)));
    const values: ExcelJS.CellValue[] = [
      female ? 'Frau' : 'Herr',
      first,
      excelRow === 12 ? '' : last,
      excelRow === 5 ? '31.02.1985' : born,
      female ? 'weiblich' : 'männlich',
      `${pick(STREETS)} ${1 + Math.floor(rnd() * 120)}${rnd() < 0.1 ? 'a' : ''}`,
      Number(zip),
      city,
      canton,
      rnd() < 0.3 ? `044 ${200 + Math.floor(rnd() * 700)} ${10 + Math.floor(rnd() * 80)} ${10 + Math.floor(rnd() * 90)}` : '',
      phone(i, rnd),
      excelRow === 5000 ? 'kein-mail@' : `${first}.${last}.${tag}${i}@example.ch`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      pick(INSURERS),
      rnd() < 0.2 ? `${45 + Math.floor(rnd() * 60)},${Math.floor(rnd() * 10)}` : '',
      pick(NOTES),
    ];
    ws.addRow(values);
  }
  ws.getColumn(4).numFmt = 'dd.mm.yyyy';
  return { file: Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer), rows, broken: Object.keys(BROKEN_ROWS).length };
}
