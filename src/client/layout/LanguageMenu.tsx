import { Menu, MenuItem } from '@mui/material';
import { LANGUAGES, type Language } from '../../shared/languages';
import { LANGUAGE_NAMES } from '../providers/i18n/i18nProvider';

/** The language switch's menu: its own chunk, downloaded when the switch is first opened. */
export function LanguageMenu({ anchor, current, onChoose, onClose }: { anchor: HTMLElement | null; current: Language; onChoose: (lng: Language) => void; onClose: () => void }) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((lng) => (
        <MenuItem key={lng} selected={lng === current} onClick={() => onChoose(lng)} lang={lng}>
          {LANGUAGE_NAMES[lng]}
        </MenuItem>
      ))}
    </Menu>
  );
}
