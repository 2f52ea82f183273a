/**
 * Lists inside record forms (variants, names per language): a subtitle unless it is the only
 * field of its section, the entries, a note when there are none, and a labelled "add" button.
 */
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { useContext } from 'react';
import { useTranslate } from 'react-admin';
import { SoleFieldContext } from './GroupedObjectTemplate';

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const translate = useTranslate();
  const sole = useContext(SoleFieldContext);
  const { items, canAdd, onAddClick, disabled, readonly, title, fieldPathId } = props;
  return (
    <Box>
      {title && !sole && (
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 500 }}>
          {title}
        </Typography>
      )}
      {items.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('admin.rjsf.emptyArray')}
        </Typography>
      )}
      {/* Entries are objects or single inputs; their own titles would only repeat ours. */}
      <SoleFieldContext.Provider value>{items}</SoleFieldContext.Provider>
      {canAdd && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddIcon />}
          name={`${fieldPathId.name ?? fieldPathId.$id}.add`}
          disabled={disabled || readonly}
          onClick={onAddClick}
          sx={{ mt: 1 }}
        >
          {translate('admin.rjsf.addItem')}
        </Button>
      )}
    </Box>
  );
}
