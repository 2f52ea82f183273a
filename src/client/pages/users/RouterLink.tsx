import type { ReactNode } from 'react';
import { Link as MuiLink } from '@mui/material';
import { LinkBase } from 'react-admin';

/** An in-app link styled like MUI's. */
export function RouterLink({ to, children, name }: { to: string; children: ReactNode; name?: string }) {
  return (
    <MuiLink component={LinkBase} to={to} underline="hover" data-name={name}>
      {children}
    </MuiLink>
  );
}
