/** Pure logic of the account page: user → form values, checks, and the two save calls' bodies. */
import { toDateFormat, type DateFormat, type ProfileUpdate, type User, type UserSetting } from '../../../../shared/api/users';
import { isValidEmail } from '../../../../shared/validators/email';
import { checkPhone } from '../../../../shared/validators/phone';
import { displayPhone } from '../shared/phoneDisplay';
import type { FieldMessage } from '../../../api/errorText';

/** The date formats the server accepts (UserSetting.dateFormat); DD.MM.YYYY is the default (spec §9). */
export { DATE_FORMATS, TIME_FORMATS } from '../../../../shared/api/users';

export interface AccountValues {
  firstName: string;
  lastName: string;
  email: string;
  countryPhone: string;
  phone: string;
  timeFormat: UserSetting['timeFormat'];
  dateFormat: DateFormat;
}
export type AccountField = keyof AccountValues;
export type AccountErrors = Partial<Record<AccountField, FieldMessage>>;

export function accountValuesFromUser(user: User): AccountValues {
  const countryPhone = user.countryPhone || '+41';
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    countryPhone,
    phone: displayPhone(countryPhone, user.phone ?? ''),
    timeFormat: user.UserSetting?.timeFormat ?? '24h',
    dateFormat: toDateFormat(user.UserSetting?.dateFormat),
  };
}

export function validateAccount(v: AccountValues): AccountErrors {
  const errors: AccountErrors = {};
  if (!v.firstName.trim()) errors.firstName = 'errors.required';
  if (!v.lastName.trim()) errors.lastName = 'errors.required';
  if (!isValidEmail(v.email.trim())) errors.email = 'errors.invalidEmail';
  if (v.phone.trim() && !checkPhone(v.countryPhone, v.phone).ok) errors.phone = 'errors.invalidPhone';
  return errors;
}

/** POST /api/user/{id}: names, phone and the display settings. */
export function profileBody(v: AccountValues): ProfileUpdate {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    countryPhone: v.countryPhone,
    phone: v.phone.trim(),
    UserSetting: { timeFormat: v.timeFormat, dateFormat: v.dateFormat },
  };
}

/** PATCH /api/users/{id}/userInfo is only needed when the sign-in e-mail changes. */
export function emailChanged(v: AccountValues, user: User): boolean {
  return v.email.trim().toLowerCase() !== (user.email ?? '').toLowerCase();
}

/** Server field paths of both calls → our fields. */
export const ACCOUNT_SERVER_FIELDS: Record<string, AccountField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  phone: 'phone',
  countryPhone: 'countryPhone',
  'userData.email': 'email',
  'UserSetting.timeFormat': 'timeFormat',
  'UserSetting.dateFormat': 'dateFormat',
};
