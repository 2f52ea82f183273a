/**
 * Wire shapes of the platform calls (spec behaviour.md §3, §7), shared by server and client.
 * Each is derived from the JSON Schema its route declares (src/shared/api/<domain>.ts); this
 * module gathers the ones many pages use. Field names are the spec's; camelCase where the spec is silent.
 */
export type { RoleName } from '../membership';
export type { TokenPair } from './auth';
export type { Invitation } from './invitations';
export type { Address, BusinessInfo, BusinessNumber, Centre, CentreProvider, CentreSetting, Permission, Photo, PracticeSetup } from './centres';
export type { Role, User, UserSetting } from './users';

/** Error body of every 4xx/5xx (spec §8): message is a key in locales/<lng>/errors.json. */
export interface ApiError {
  code: string;
  message: string;
  errors?: { field: string; code: string; message: string; limit?: number }[];
  userId?: string;
}
