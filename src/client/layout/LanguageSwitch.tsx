import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Language';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LANGUAGES, toLanguage, type Language } from '../../shared/languages';
import { LANGUAGE_NAMES } from '../providers/i18n/i18nProvider';
import { useSession } from '../session/SessionContext';

/**
 * de/en/fr/it switch (app bar and sign-in pages). Signed in, the choice is stored in
 * UserSetting.language; either way it applies at once.
 */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { setLanguage } = useSession();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = toLanguage(locale);

  const choose = (lng: Language) => {
    setAnchor(null);
    setLanguage(lng).catch(() => notify(translate('common.unableToSave'), { type: 'error' }));
  };

  return (
    <>
      <Button
        color={color}
        startIcon={<LanguageIcon />}
        aria-label={`${translate('common.language')}: ${current.toUpperCase()}`}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        name="language"
      >
        {current.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((lng) => (
          <MenuItem key={lng} selected={lng === current} onClick={() => choose(lng)} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
