import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

/** A titled card of a record page; `name` becomes data-section (tests, deep links). */
export function FormSection({ title, action, children, name }: { title?: ReactNode; action?: ReactNode; children: ReactNode; name?: string }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-section={name}>
      <CardContent>
        {(title || action) && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: '1.05rem' }}>
              {title}
            </Typography>
            {action}
          </Box>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

/** Fields side by side on wide screens, one column on phones. */
export function FieldColumns({ columns = 2, children }: { columns?: 1 | 2 | 3; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        rowGap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
