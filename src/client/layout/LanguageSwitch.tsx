import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Language';
import { useNotify, useTranslate } from 'react-admin';
import type { Language } from '../../shared/languages';
import { useSession } from '../session/SessionContext';
import { useLanguage } from '../shell/useLanguage';

// MUI's menu (popover, modal, focus trap) is not part of the sign-in page's first download.
const LanguageMenu = lazy(() => import('./LanguageMenu').then((m) => ({ default: m.LanguageMenu })));

/**
 * de/en/fr/it switch (app bar and sign-in pages). Signed in, the choice is stored in
 * UserSetting.language; either way it applies at once.
 */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { setLanguage } = useSession();
  const current = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);

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
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
        name="language"
      >
        {current.toUpperCase()}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} current={current} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
