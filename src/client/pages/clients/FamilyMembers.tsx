/**
 * A contact's family members (children): listed with a link to their profile; "add child"
 * creates one with POST /api/contacts/{id}/clinics/{cid}/child. The child is reached through
 * the parent, so it takes the parent's e-mail, phone and address; without a parent e-mail the
 * user is warned and may continue (wording §5).
 */
import { useState } from 'react';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import { Button, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useGetOne, useNavigate, useRefresh, useTranslate } from 'react-admin';
import { useAlertDialog } from '../../components/AlertDialogProvider';
import { useScopedCentre } from '../../admin/centreScope';
import { useRecordResource } from '../../admin/recordResources';
import { FormSection } from '../../admin/templates/FormSection';
import { AddChildDialog } from './AddChildDialog';
import type { ContactRecord } from './contactRecord';

/** The parent of a family member, as a link to its profile. */
function ParentLink({ parentId }: { parentId: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const centreId = useScopedCentre();
  const contacts = useRecordResource('contact');
  const { data: parent } = useGetOne<ContactRecord>(contacts.def.resource, { id: parentId, meta: { centreId } });
  if (!parent) return null;
  return (
    <List dense disablePadding>
      <ListItemButton onClick={() => navigate(contacts.paths.edit(parentId))}>
        <ListItemText primary={contacts.represent(parent)} secondary={translate('clients.family.parent')} />
      </ListItemButton>
    </List>
  );
}

export function FamilyMembers({ contact }: { contact: ContactRecord }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const contacts = useRecordResource('contact');
  const alert = useAlertDialog();
  const [adding, setAdding] = useState(false);
  const children = contact.children ?? [];

  const startAdding = async () => {
    if (!contact.email) {
      const answer = await alert({
        title: translate('clients.family.noEmailTitle'),
        content: translate('clients.family.noEmailWarning'),
        closable: true,
        buttons: [{ label: translate('common.cancel'), variant: 'text' }, { label: translate('clients.family.continueWithoutEmail'), variant: 'contained', name: 'continueWithoutEmail' }],
      });
      if (answer?.button !== 1) return;
    }
    setAdding(true);
  };

  return (
    <FormSection
      title={translate('clients.family.title')}
      name="family"
      action={
        <Button size="small" variant="outlined" name="addChild" startIcon={<ChildCareIcon />} onClick={() => void startAdding()}>
          {translate('clients.family.addChild')}
        </Button>
      }
    >
      {contact.parent_fk && <ParentLink parentId={contact.parent_fk} />}
      {children.length === 0 && !contact.parent_fk ? (
        <Typography variant="body2" color="text.secondary">
          {translate('clients.family.none')}
        </Typography>
      ) : (
        <List dense disablePadding data-testid="family-children">
          {children.map((child) => (
            <ListItemButton key={child.contact_id} onClick={() => navigate(contacts.paths.edit(child.contact_id))}>
              <ListItemText primary={`${child.firstName} ${child.lastName}`} secondary={translate('clients.family.child')} />
            </ListItemButton>
          ))}
        </List>
      )}
      <AddChildDialog
        parent={contact}
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={() => {
          setAdding(false);
          refresh();
        }}
      />
    </FormSection>
  );
}
