/** @jsxImportSource preact */
import { LANGUAGES, type Language } from '../../../shared/languages';
import { useI18n } from '../i18n/I18n';

/** Each language named in itself (a reader of that language finds it). */
const NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English', fr: 'Français', it: 'Italiano' };

export function LanguageSwitch() {
  const { language, setLanguage, t } = useI18n();
  return (
    <label class="lang">
      <span class="visually-hidden">{t('common.language')}</span>
      <select value={language} onChange={(e) => setLanguage((e.currentTarget as HTMLSelectElement).value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
