/**
 * The saved filters of a list beside it: "Save this filter" keeps the current one, one click
 * applies a filter (and its sort); each can be renamed or, after a confirmation, deleted.
 */
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Card, CardActions, CardContent, IconButton, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { translateError } from '../../api/errorText';
import { useAlertDialog } from '../../components/AlertDialogProvider';
import { QueryNameDialog } from './QueryNameDialog';
import { SaveQueryButton } from './SaveQueryButton';
import { displayedFilters, isApplied, nestFilter, type SavedQuery } from './savedQueryFilter';
import { useSavedQueries } from './useSavedQueries';

export function SavedQueriesPanel({ resource }: { resource: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const alert = useAlertDialog();
  const { filterValues, sort, setFilters, setSort } = useListContext();
  const { queries, rename, remove } = useSavedQueries(resource);
  const [renaming, setRenaming] = useState<SavedQuery | null>(null);

  const apply = (query: SavedQuery) => {
    const filter = query.filter ?? {};
    setFilters(nestFilter(filter), displayedFilters(filter));
    if (query.sort) setSort(query.sort);
  };

  const confirmDelete = async (query: SavedQuery) => {
    const answer = await alert({
      title: translate('queryLists.saved.deleteTitle', { name: query.name }),
      content: translate('queryLists.saved.deleteContent'),
      closable: true,
      buttons: [
        { label: translate('common.cancel'), variant: 'text' },
        { label: translate('common.delete'), variant: 'contained', color: 'error', name: 'confirmDelete' },
      ],
    });
    if (answer?.button !== 1) return;
    try {
      await remove(query);
      notify('queryLists.saved.deleted', { type: 'info', messageArgs: { name: query.name } });
    } catch (error) {
      notify(translateError(translate, error), { type: 'error' });
    }
  };

  return (
    <Card component="aside" aria-labelledby="saved-queries-title" sx={{ ml: { md: 2 }, mt: { xs: 2, md: 8 }, width: { xs: '100%', md: 240 }, flexShrink: 0, alignSelf: 'flex-start' }}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id="saved-queries-title" variant="subtitle2">
          {translate('queryLists.saved.title')}
        </Typography>
        {queries.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('queryLists.saved.empty')}
          </Typography>
        )}
      </CardContent>
      {queries.length > 0 && (
        <List dense disablePadding aria-labelledby="saved-queries-title">
          {queries.map((query) => (
            <ListItem
              key={query.id}
              disablePadding
              secondaryAction={
                <>
                  <IconButton size="small" aria-label={translate('queryLists.saved.rename', { name: query.name })} onClick={() => setRenaming(query)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" edge="end" aria-label={translate('queryLists.saved.delete', { name: query.name })} onClick={() => void confirmDelete(query)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <ListItemButton selected={isApplied(query, filterValues, sort)} onClick={() => apply(query)} sx={{ pr: 10 }}>
                <ListItemText primary={query.name} slotProps={{ primary: { noWrap: true } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <CardActions>
        <SaveQueryButton resource={resource} />
      </CardActions>
      <QueryNameDialog
        open={Boolean(renaming)}
        title={translate('queryLists.saved.renameTitle')}
        initialName={renaming?.name}
        submitLabel={translate('common.save')}
        onClose={() => setRenaming(null)}
        onSubmit={async (name) => {
          if (renaming && name !== renaming.name) await rename(renaming, name);
          setRenaming(null);
        }}
      />
    </Card>
  );
}
