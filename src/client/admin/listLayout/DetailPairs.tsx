import { Fragment, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export const ROW_DETAIL_TEST_ID = 'row-detail';

/** A row's hidden columns on a phone: label beside value, as a description list. */
export function DetailPairs({ pairs }: { pairs: { key: string; label: ReactNode; value: ReactNode }[] }) {
  return (
    <Box
      component="dl"
      data-testid={ROW_DETAIL_TEST_ID}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: 2, rowGap: 0.75, alignItems: 'center', m: 0, py: 0.5 }}
    >
      {pairs.map((pair) => (
        <Fragment key={pair.key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {pair.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {pair.value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
