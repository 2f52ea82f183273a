import type { ReactNode } from 'react';
import { Drawer } from '@mui/material';
import { useSidebarState } from 'react-admin';

/** The side menu on a phone: react-admin's temporary drawer (AppSidebar loads it on first open). */
export function PhoneSidebar({ children }: { children: ReactNode }) {
  const [open, setOpen] = useSidebarState();
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={() => setOpen(false)}
      className="RaSidebar-root"
      sx={(theme) => ({
        '& .MuiPaper-root': { marginTop: 0, height: '100vh', position: 'inherit', backgroundColor: theme.palette.background.default, width: 240, borderRight: 'none' },
      })}
    >
      {children}
    </Drawer>
  );
}
