import type { ReactNode } from 'react';
import { Link as MuiLink } from '@mui/material';
import { useLinkClick } from '../../shell/usersNavigation';

/** An in-app link styled like MUI's (a real href, so it can open in a new tab too). */
export function RouterLink({ to, children, name }: { to: string; children: ReactNode; name?: string }) {
  return (
    <MuiLink href={to} onClick={useLinkClick(to)} underline="hover" data-name={name}>
      {children}
    </MuiLink>
  );
}
