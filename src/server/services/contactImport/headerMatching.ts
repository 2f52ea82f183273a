/**
 * Suggests which contact field each column holds, from its header text. It knows the template's
 * own headers in de, en, fr and it (the field labels), the wire names, and the headers other
 * programs and hand-made lists usually use in the four languages.
 */
import { LANGUAGES } from '../../../shared/languages';
import type { ImportMapping } from '../../../shared/api/contactImport';
import { translate } from '../../i18n';
import { IMPORT_FIELDS, MAPPABLE_FIELDS } from './fields';

/** Lower case, no accents, ß as ss, letters and digits only: "Date de naissance" → "datedenaissance". */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Usual headers per field (normalised when used). A header listed for two fields (a plain
 * "Telefon") goes to the first one still free after the unambiguous headers took theirs.
 */
const SYNONYMS: Record<string, string[]> = {
  firstName: ['Vorname', 'Rufname', 'Prénom', 'Nome', 'First name', 'Firstname', 'Given name', 'Forename'],
  lastName: ['Nachname', 'Name', 'Familienname', 'Nom', 'Nom de famille', 'Cognome', 'Last name', 'Surname', 'Family name'],
  salutation: ['Anrede', 'Civilité', 'Titre', 'Appellativo', 'Titolo', 'Salutation', 'Title'],
  sex: ['Geschlecht', 'Sexe', 'Genre', 'Sesso', 'Genere', 'Sex', 'Gender'],
  dateOfBirth: ['Geburtsdatum', 'Geburtstag', 'Geb. Datum', 'Geb.-Datum', 'Geboren', 'Date de naissance', 'Né le', 'Naissance', 'Data di nascita', 'Nato il', 'Nascita', 'Date of birth', 'Birth date', 'Birthdate', 'Birthday', 'DOB'],
  ahvNumber: ['AHV', 'AHV-Nr.', 'AHV-Nummer', 'AHV Nr', 'Sozialversicherungsnummer', 'SV-Nummer', 'AVS', 'No AVS', 'N° AVS', 'Numéro AVS', 'Numero AVS', 'AHVN13', 'Social security number', 'SSN'],
  email: ['E-Mail', 'Email', 'Mail', 'E-Mail-Adresse', 'E-Mail privat', 'Courriel', 'Adresse e-mail', 'E-mail', 'Posta elettronica', 'Indirizzo e-mail', 'Email address'],
  countryPhone: ['Vorwahl', 'Ländervorwahl', 'Landesvorwahl', 'Indicatif', 'Indicatif pays', 'Prefisso', 'Prefisso internazionale', 'Country code', 'Dial code', 'Country phone'],
  phone: ['Mobile', 'Mobil', 'Mobiltelefon', 'Natel', 'Handy', 'Telefon mobil', 'Tel. mobil', 'Portable', 'Téléphone portable', 'Natel', 'Cellulare', 'Telefono cellulare', 'Mobile phone', 'Cell phone', 'Cell'],
  homeNumber: ['Telefon privat', 'Tel. privat', 'Festnetz', 'Telefon Festnetz', 'Téléphone privé', 'Téléphone fixe', 'Domicile', 'Telefono fisso', 'Telefono privato', 'Telefono casa', 'Home phone', 'Landline', 'Home'],
  'Address.street': ['Strasse', 'Straße', 'Strasse und Nr.', 'Strasse/Nr.', 'Adresse', 'Rue', 'Rue et no', 'Via', 'Indirizzo', 'Street', 'Address', 'Address line 1'],
  'Address.building': ['Hausnummer', 'Hausnr.', 'Haus-Nr.', 'Nr.', 'Nummer', 'No', 'N°', 'Numéro', 'Numero civico', 'Civico', 'House number', 'Building', 'Street number'],
  'Address.additionalLine': ['Adresszusatz', 'Zusatz', 'c/o', 'Complément', "Complément d'adresse", 'Complemento', 'Address line 2', 'Additional line'],
  'Address.poBox': ['Postfach', 'Case postale', 'Casella postale', 'PO box', 'P.O. Box', 'Postbox'],
  'Address.zipcode': ['PLZ', 'Postleitzahl', 'NPA', 'Code postal', 'CAP', 'Codice postale', 'ZIP', 'Zip code', 'Postcode', 'Postal code'],
  'Address.city': ['Ort', 'Wohnort', 'Ortschaft', 'Stadt', 'Localité', 'Ville', 'Lieu', 'Località', 'Città', 'Comune', 'City', 'Town', 'Locality'],
  'Address.district': ['Bezirk', 'District', 'Distretto'],
  'Address.state': ['Kanton', 'Canton', 'Cantone', 'State', 'Bundesland', 'Region', 'Province'],
  'Address.country': ['Land', 'Pays', 'Paese', 'Nazione', 'Country'],
  company: ['Firma', 'Unternehmen', 'Arbeitgeber', 'Entreprise', 'Société', 'Employeur', 'Ditta', 'Azienda', 'Company', 'Organisation', 'Organization', 'Employer'],
  website: ['Website', 'Webseite', 'Homepage', 'Internet', 'Site web', 'Site internet', 'Sito web', 'Sito internet', 'URL', 'Web'],
  businessEmail: ['E-Mail geschäftlich', 'Geschäftliche E-Mail', 'E-Mail Geschäft', 'E-mail professionnel', 'Courriel professionnel', 'E-mail lavoro', 'Work email', 'Business email'],
  alternativeEmail: ['E-Mail 2', 'Weitere E-Mail', 'Autre e-mail', 'Altra e-mail', 'Email 2', 'Other email', 'Secondary email'],
  digitalEmail: ['E-Mail Rechnung', 'Rechnungs-E-Mail', 'E-mail facture', 'E-mail fattura', 'Invoice email', 'Billing email'],
  insurance: ['Versicherung', 'Krankenkasse', 'Kasse', 'Krankenversicherung', 'Assurance', 'Caisse maladie', 'Caisse-maladie', 'Assicurazione', 'Cassa malati', 'Insurance', 'Health insurance', 'Insurer'],
  insuranceNumber: ['Versichertennummer', 'Versicherten-Nr.', 'Versichertennr.', 'Versicherungsnummer', 'Kartennummer', "Numéro d'assuré", 'No assuré', 'Numero assicurato', 'N. assicurato', 'Insurance number', 'Policy number', 'Member number'],
  esrNumber: ['ESR', 'ESR-Nummer', 'ESR-Nr.', 'BVR', 'Numéro BVR', 'PVR', 'Numero PVR'],
  height: ['Grösse', 'Größe', 'Körpergrösse', 'Körpergröße', 'Grösse (cm)', 'Taille', 'Taille (cm)', 'Altezza', 'Statura', 'Height', 'Height (cm)'],
  weight: ['Gewicht', 'Gewicht (kg)', 'Poids', 'Poids (kg)', 'Peso', 'Peso (kg)', 'Weight', 'Weight (kg)'],
  bloodGroup: ['Blutgruppe', 'Groupe sanguin', 'Gruppo sanguigno', 'Blood group', 'Blood type'],
  invoiceDispatch: ['Rechnungsversand', 'Versandart', 'Envoi des factures', 'Invio fatture', 'Invoice dispatch', 'Invoice delivery'],
  tags: ['Tags', 'Tag', 'Schlagworte', 'Stichworte', 'Etiketten', 'Labels', 'Étiquettes', 'Mots-clés', 'Etichette', 'Keywords'],
  notes: ['Notiz', 'Notizen', 'Bemerkung', 'Bemerkungen', 'Anmerkung', 'Kommentar', 'Note', 'Notes', 'Remarque', 'Remarques', 'Commentaire', 'Nota', 'Osservazioni', 'Commento', 'Comment', 'Comments', 'Remarks'],
  status: ['Status', 'Statut', 'Stato'],
};

/** Headers that name one of two fields: the first free one wins. */
const SHARED: Record<string, string[]> = {
  Telefon: ['phone', 'homeNumber'],
  Tel: ['phone', 'homeNumber'],
  Téléphone: ['phone', 'homeNumber'],
  Tél: ['phone', 'homeNumber'],
  Telefono: ['phone', 'homeNumber'],
  Phone: ['phone', 'homeNumber'],
  'Phone number': ['phone', 'homeNumber'],
  Telefonnummer: ['phone', 'homeNumber'],
  'Numéro de téléphone': ['phone', 'homeNumber'],
  'Numero di telefono': ['phone', 'homeNumber'],
};

function buildDictionary(): Map<string, string[]> {
  const dict = new Map<string, string[]>();
  const add = (header: string, fields: string[]) => {
    const key = normalizeHeader(header);
    if (key && !dict.has(key)) dict.set(key, fields);
  };
  // The template's headers in every language first: they must always map back to their field.
  for (const lng of LANGUAGES) for (const f of IMPORT_FIELDS.values()) add(translate(lng, f.label), [f.name]);
  for (const f of IMPORT_FIELDS.values()) {
    add(f.name, [f.name]);
    add(f.path[f.path.length - 1], [f.name]);
  }
  for (const [field, headers] of Object.entries(SYNONYMS)) if (IMPORT_FIELDS.has(field)) for (const h of headers) add(h, [field]);
  for (const [header, fields] of Object.entries(SHARED)) add(header, fields.filter((f) => IMPORT_FIELDS.has(f)));
  return dict;
}

let dictionary: Map<string, string[]> | undefined;

/** The field a single header suggests, ignoring the other columns (first candidate). */
export function fieldForHeader(header: string): string | null {
  dictionary ??= buildDictionary();
  return dictionary.get(normalizeHeader(header))?.[0] ?? null;
}

/** A mapping for all columns: unambiguous headers first, then shared ones take the first free field. */
export function suggestMapping(columns: string[]): ImportMapping {
  dictionary ??= buildDictionary();
  const mapping: ImportMapping = Object.create(null) as ImportMapping;
  const taken = new Set<string>();
  const candidates = columns.map((c) => dictionary!.get(normalizeHeader(c)) ?? []);
  for (const pass of [1, 2]) {
    columns.forEach((column, i) => {
      const fields = candidates[i];
      if (column in mapping || (pass === 1 ? fields.length !== 1 : fields.length < 2)) return;
      const free = fields.find((f) => !taken.has(f));
      if (free) {
        mapping[column] = free;
        taken.add(free);
      }
    });
  }
  for (const column of columns) if (!(column in mapping)) mapping[column] = null;
  // Plain object in column order, for the JSON answer.
  return Object.fromEntries(columns.map((c) => [c, mapping[c]]));
}

export { MAPPABLE_FIELDS };
