/**
 * One message template (e.g. booking confirmation · to the client · SMS): the centre's own text or
 * else the default, placeholder chips that insert at the cursor, an SMS counter, Save and
 * "Reset to default" (which saves a blank template so the default applies again).
 */
import { useRef, useState } from 'react';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import { useNotify, useTranslate } from 'react-admin';
import { useAlertDialog } from '../../../components/AlertDialogProvider';
import { useNotifyError } from '../../../components/useNotifyError';
import { NOTIFICATION_PLACEHOLDERS, NOTIFICATION_TEMPLATE_MAX_LENGTH, type NotificationType } from '../../../../shared/notificationTemplates';
import { insertAt } from '../../../components/insertAt';
import { placeholderToken, SMS_MAX_LENGTH, SMS_SINGLE_LENGTH, smsLength, smsSegments } from './templateText';

interface Props {
  type: NotificationType;
  /** Shown above the field (the channel). */
  title: string;
  /** The field's full accessible name (event · recipient · channel). */
  label: string;
  defaultText: string;
  /** The centre's own text; undefined = the default applies. */
  override: string | undefined;
  readOnly: boolean;
  onSave: (type: NotificationType, template: string) => Promise<void>;
}

export function TemplateEditor({ type, title, label, defaultText, override, readOnly, onSave }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const alert = useAlertDialog();
  const saved = override ?? defaultText;
  const [draft, setDraft] = useState(saved);
  const [lastSaved, setLastSaved] = useState(saved);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  // A newer saved text (after Save or Reset) replaces the draft.
  if (saved !== lastSaved) {
    setLastSaved(saved);
    setDraft(saved);
  }

  const sms = type.endsWith('.sms');
  const length = sms ? smsLength(draft) : draft.length;
  const segments = smsSegments(length);
  const tooLong = sms && length > SMS_MAX_LENGTH;
  const dirty = draft !== saved;
  const fieldId = `template-${type.replace(/\./g, '-')}`;

  const store = async (template: string, successKey: string) => {
    setSaving(true);
    try {
      await onSave(type, template);
      notify(successKey, { type: 'info' });
    } catch (error) {
      notifyError('notificationTemplates.saveFailed', error);
    } finally {
      setSaving(false);
    }
  };

  const reset = async () => {
    const answer = await alert({
      title: translate('notificationTemplates.resetTitle'),
      content: translate('notificationTemplates.resetContent'),
      buttons: [
        { label: translate('common.cancel'), variant: 'text' },
        { label: translate('notificationTemplates.reset'), variant: 'contained', name: 'confirmReset' },
      ],
    });
    if (answer?.button === 1) await store('', 'notificationTemplates.resetDone');
  };

  const insert = (name: (typeof NOTIFICATION_PLACEHOLDERS)[number]) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? draft.length;
    const end = input?.selectionEnd ?? draft.length;
    const next = insertAt(draft, placeholderToken(name), start, end);
    setDraft(next.text);
    // Put the cursor after the inserted placeholder once React has rendered the new text.
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2">{title}</Typography>
        {override === undefined ? (
          <Chip size="small" variant="outlined" label={translate('notificationTemplates.defaultChip')} />
        ) : (
          <Chip size="small" color="primary" label={translate('notificationTemplates.customChip')} />
        )}
      </Stack>
      <TextField
        id={fieldId}
        name={`template-${type}`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        inputRef={inputRef}
        multiline
        minRows={sms ? 3 : 8}
        fullWidth
        error={tooLong}
        slotProps={{ htmlInput: { maxLength: NOTIFICATION_TEMPLATE_MAX_LENGTH, readOnly, 'aria-label': label, 'aria-describedby': sms ? `${fieldId}-counter` : undefined } }}
      />
      {sms && (
        <Typography id={`${fieldId}-counter`} variant="caption" component="p" aria-live="polite" color={tooLong ? 'error' : length > SMS_SINGLE_LENGTH ? 'warning.main' : 'text.secondary'} sx={{ mt: 0.5 }}>
          {translate('notificationTemplates.smsCounter', { length, max: segments > 1 ? SMS_MAX_LENGTH : SMS_SINGLE_LENGTH, segments })}
          {' — '}
          {tooLong ? translate('notificationTemplates.smsTooLong', { max: SMS_MAX_LENGTH }) : translate('notificationTemplates.smsCounterHint')}
        </Typography>
      )}
      {!readOnly && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 1 }} role="group" aria-label={translate('notificationTemplates.insertPlaceholder')}>
          {NOTIFICATION_PLACEHOLDERS.map((name) => (
            <Chip
              key={name}
              size="small"
              label={placeholderToken(name)}
              title={translate(`notificationTemplates.placeholders.${name}`)}
              // Keep the cursor and selection in the text field while clicking.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => insert(name)}
            />
          ))}
          <Box sx={{ flexGrow: 1 }} />
          {override !== undefined && (
            <Button size="small" startIcon={<RestoreIcon />} disabled={saving} onClick={() => void reset()} name={`reset-${type}`}>
              {translate('notificationTemplates.reset')}
            </Button>
          )}
          <Button size="small" variant="contained" disabled={!dirty || saving} onClick={() => void store(draft, draft.trim() === '' ? 'notificationTemplates.resetDone' : 'notificationTemplates.saved')} name={`save-${type}`}>
            {translate('notificationTemplates.save')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
