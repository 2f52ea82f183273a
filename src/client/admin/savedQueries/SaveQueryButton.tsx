/** "Save this filter": keeps the list's current filter and sort under a name (behaviour §7 Query lists). */
import { useState } from 'react';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import { Button } from '@mui/material';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { QueryNameDialog } from './QueryNameDialog';
import { activeFilter, hasActiveFilter, type QuerySort } from './savedQueryFilter';
import { useSavedQueries } from './useSavedQueries';

export function SaveQueryButton({ resource }: { resource: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, sort } = useListContext();
  const { create } = useSavedQueries(resource);
  const [open, setOpen] = useState(false);
  const active = hasActiveFilter(filterValues);

  const save = async (name: string) => {
    const currentSort = sort?.field ? ({ field: sort.field, order: sort.order } as QuerySort) : undefined;
    await create(name, activeFilter(filterValues), currentSort);
    setOpen(false);
    notify('queryLists.saved.created', { type: 'info', messageArgs: { name } });
  };

  return (
    <>
      <Button
        size="small"
        name="saveQuery"
        startIcon={<BookmarkAddIcon />}
        disabled={!active}
        title={active ? undefined : translate('queryLists.saved.needsFilter')}
        onClick={() => setOpen(true)}
      >
        {translate('queryLists.saved.save')}
      </Button>
      <QueryNameDialog
        open={open}
        title={translate('queryLists.saved.saveTitle')}
        submitLabel={translate('common.save')}
        onClose={() => setOpen(false)}
        onSubmit={save}
      />
    </>
  );
}
