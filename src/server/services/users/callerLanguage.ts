import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { userSettings } from '../../db/schema';
import { toLanguage, type Language } from '../../../shared/languages';

/**
 * The signed-in user's interface language (UserSetting.language), else the request's
 * Accept-Language, else the fallback: texts a server call writes or names it shows (service
 * templates, statutory VAT rate names, the calendar palette) are in the language the user reads.
 */
export async function callerLanguage(db: Db | Tx, userId: string, acceptLanguage?: string): Promise<Language> {
  const [setting] = await db.select({ language: userSettings.language }).from(userSettings).where(eq(userSettings.userId, userId));
  return toLanguage(setting?.language ?? acceptLanguage);
}
