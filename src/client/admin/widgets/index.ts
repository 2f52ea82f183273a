/** The schema-UI widgets by the names the uiSchema builder picks (uiSchemaBuilder.defaultWidget). */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { CantonWidget, CountryWidget } from './addressWidgets';
import { DateTimeWidget, EmailWidget, SelectWidget, SwitchWidget, TimeWidget } from './basicWidgets';
import { ColourWidget } from './ColourWidget';
import { DateWidget } from './DateWidget';
import { PhoneWidget } from './PhoneWidget';
import { ReferenceArrayWidget, ReferenceWidget } from './ReferenceWidgets';
import { MoneyWidget } from './MoneyWidget';
import { AhvWidget, IbanWidget } from './swissWidgets';
import { TagsWidget } from './TagsWidget';
import { TextListWidget } from './TextListWidget';

export const schemaWidgets: RegistryWidgetsType = {
  ahv: AhvWidget,
  iban: IbanWidget,
  money: MoneyWidget,
  phone: PhoneWidget,
  date: DateWidget,
  dateTime: DateTimeWidget,
  email: EmailWidget,
  time: TimeWidget,
  select: SelectWidget,
  switch: SwitchWidget,
  country: CountryWidget,
  canton: CantonWidget,
  reference: ReferenceWidget,
  referenceArray: ReferenceArrayWidget,
  tags: TagsWidget,
  textList: TextListWidget,
  colour: ColourWidget,
};
