/** What rendering left out or could not fill, in words (locale keys invoiceTemplates.issues.*). */
import { Alert, List, ListItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TemplateIssue } from '../../../shared/invoiceTemplatePlaceholders';

export function TemplateIssues({ issues }: { issues: TemplateIssue[] }) {
  const translate = useTranslate();
  if (issues.length === 0) return null;
  return (
    <Alert severity="warning" role="status" aria-label={translate('invoiceTemplates.preview.issues')} sx={{ mb: 1 }}>
      <List dense disablePadding>
        {issues.map((issue) => (
          <ListItem key={`${issue.kind}:${issue.name}`} disableGutters sx={{ py: 0 }}>
            {translate(`invoiceTemplates.issues.${issue.kind}`, { name: issue.name })}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
