/**
 * Copying services (behaviour §7 Services: create, copy, copyVariant): template positions into a
 * centre, a whole service, or one variant of a service. Every copy goes through the generic record
 * operations, so the service rules (serviceHooks), body validation and list totals apply as for a
 * service saved by hand.
 */
import crypto from 'node:crypto';
import type { Language } from '../../../shared/languages';
import { LANGUAGES } from '../../../shared/languages';
import { invalidFields, notFound, type FieldError } from '../../errors';
import { isUuid } from '../../../shared/validators/uuid';
import { bodyValidator } from '../../records/bodySchemas';
import { createRecords, createRecord, getRecord, updateRecord, type OperationContext } from '../../records/operations';
import type { WireRecord } from '../../records/rowMapping';
import { translate } from '../../i18n';
import { serviceFromPosition, templatePositions, type TemplateType } from './catalogue';

const NAME_MAX = 100;

/** "Massage (Kopie)", shortened so it stays within the name's length. */
function copyName(name: string, language: Language): string {
  const suffix = ` ${translate(language, 'serviceTemplates.copySuffix')}`;
  return `${name.slice(0, NAME_MAX - suffix.length)}${suffix}`;
}

/** A body the service schema accepts, or the field errors (400). */
function validBody(op: OperationContext, body: Record<string, unknown>, mode: 'create' | 'update'): Record<string, unknown> {
  const checked = bodyValidator(op.rt.def, mode)(body);
  if ('error' in checked) throw checked.error;
  return checked.value;
}

/** POST /api/clinics/{cid}/services/copy: the chosen positions of a template become services. */
export async function copyFromTemplate(op: OperationContext, type: TemplateType, numbers: string[], language: Language): Promise<WireRecord[]> {
  const positions = templatePositions(type);
  const errors: FieldError[] = [];
  const bodies = numbers.map((number, i) => {
    const position = positions.find((p) => p.number === number);
    if (!position) errors.push({ field: `numbers.${i}`, code: 'unknownTemplateService', message: 'errors.unknownTemplateService' });
    return position ? validBody(op, serviceFromPosition(type, position, language), 'create') : {};
  });
  if (errors.length > 0) throw invalidFields(errors);
  return createRecords(op, bodies);
}

/** The writable fields of a stored service, as a create body. */
function writableCopy(op: OperationContext, service: WireRecord): Record<string, unknown> {
  const props = op.rt.def.schema.properties as Record<string, { 'x-readOnly'?: boolean }>;
  return Object.fromEntries(Object.entries(service).filter(([k]) => props[k] && props[k]['x-readOnly'] !== true));
}

/** POST /api/clinics/{cid}/services/{id}/copy: a new service like this one, named "… (Kopie)". */
export async function duplicateService(op: OperationContext, id: string, language: Language): Promise<WireRecord> {
  const service = await getRecord(op, id);
  const body = writableCopy(op, service);
  body.name = copyName(String(service.name), language);
  if (Array.isArray(body.langDepData)) {
    body.langDepData = (body.langDepData as { langKey: Language; name: string }[]).map((l) => ({ ...l, name: copyName(l.name, LANGUAGES.includes(l.langKey) ? l.langKey : language) }));
  }
  // The copy's variants are new variants: the server gives them their own ids.
  if (Array.isArray(body.variants)) body.variants = (body.variants as Record<string, unknown>[]).map(({ variantId: _id, ...v }) => v);
  return (await createRecord(op, validBody(op, body, 'create'))).record;
}

/** POST /api/clinics/{cid}/services/{id}/copyVariant {variantId}: the variant again, right after itself. */
export async function duplicateVariant(op: OperationContext, id: string, variantId: string, language: Language): Promise<WireRecord> {
  const service = await getRecord(op, id);
  const variants = (Array.isArray(service.variants) ? service.variants : []) as Record<string, unknown>[];
  const at = isUuid(variantId) ? variants.findIndex((v) => v.variantId === variantId) : -1;
  if (at < 0) throw notFound();
  const copy = { ...variants[at], variantId: crypto.randomUUID(), name: copyName(String(variants[at].name), language) };
  const next = [...variants.slice(0, at + 1), copy, ...variants.slice(at + 1)];
  return (await updateRecord(op, id, validBody(op, { variants: next }, 'update'))).record;
}
