import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { LanguageSwitch } from '../../layout/LanguageSwitch';

export interface AuthPageLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card (sign up, forgot password, …). */
  footer?: ReactNode;
}

/** The frame of every /users page: brand, language switch, one centred card. */
export function AuthPageLayout({ title, subtitle, children, footer }: AuthPageLayoutProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        bgcolor: 'grey.100',
        px: 2,
        pb: 4,
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 480, display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 2 }}>
        <Typography variant="h5" component="div" sx={{ fontWeight: 700, color: 'primary.main' }}>
          Kura
        </Typography>
        <LanguageSwitch color="primary" />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 480 }} elevation={2}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
      {footer && <Box sx={{ mt: 2, textAlign: 'center', display: 'flex', flexDirection: 'column', gap: 1 }}>{footer}</Box>}
    </Box>
  );
}
