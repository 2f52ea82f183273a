/**
 * Message templates (wording §9): for each booking event the e-mail and SMS to the client and to
 * the therapist. Shown are the centre's own texts, else the default texts from messages.json;
 * each template saves on its own. Owners and admins edit; others only read.
 */
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Chip, Paper, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import {
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type NotificationType,
} from '../../../../shared/notificationTemplates';
import { useSession } from '../../../session/SessionProvider';
import { LoadFailed, PageLoading } from '../../../components/PageStates';
import { isManagerOf } from '../../../session/roles';
import { TemplateEditor } from './TemplateEditor';
import { keepPlaceholders } from './templateText';
import { useNotificationTemplates, type NotificationTemplates } from './useNotificationTemplates';

const typesOf = (event: NotificationEvent): NotificationType[] =>
  NOTIFICATION_AUDIENCES.flatMap((audience) => NOTIFICATION_CHANNELS.map((channel) => `${event}.${audience}.${channel}` as NotificationType));

export function NotificationTemplatesSection() {
  const translate = useTranslate();
  const { user, activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const templates = useNotificationTemplates(centreId);
  const readOnly = !isManagerOf(user, centreId);
  if (!centreId) return null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="notification-templates-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="notification-templates-title" variant="h6" gutterBottom>
        {translate('notificationTemplates.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('notificationTemplates.intro')}
      </Typography>
      {readOnly && <Alert severity="info" sx={{ mb: 2 }}>{translate('notificationTemplates.readOnly')}</Alert>}
      {templates.overrides ? (
        NOTIFICATION_EVENTS.map((event, index) => <EventTemplates key={event} event={event} templates={templates} readOnly={readOnly} expanded={index === 0} />)
      ) : templates.error ? (
        <LoadFailed error={templates.error} onRetry={() => void templates.reload()} />
      ) : (
        <PageLoading />
      )}
    </Paper>
  );
}

interface EventProps {
  event: NotificationEvent;
  templates: NotificationTemplates;
  readOnly: boolean;
  expanded: boolean;
}

/** One booking event: client and therapist side by side, each with e-mail and SMS. */
function EventTemplates({ event, templates, readOnly, expanded }: EventProps) {
  const translate = useTranslate();
  const overrides = templates.overrides ?? new Map<string, string>();
  const ownTexts = typesOf(event).filter((type) => overrides.has(type)).length;
  const summaryId = `notification-event-${event}`;
  return (
    <Accordion defaultExpanded={expanded} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={`${summaryId}-content`}>
        <Typography sx={{ flexGrow: 1 }}>{translate(`notificationTemplates.events.${event}`)}</Typography>
        {ownTexts > 0 && <Chip size="small" color="primary" variant="outlined" label={`${translate('notificationTemplates.customChip')}: ${ownTexts}`} sx={{ mr: 1 }} />}
      </AccordionSummary>
      <AccordionDetails id={`${summaryId}-content`}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}>
          {NOTIFICATION_AUDIENCES.map((audience) => (
            <Box key={audience}>
              <Typography variant="subtitle1" gutterBottom>{translate(`notificationTemplates.audiences.${audience}`)}</Typography>
              {NOTIFICATION_CHANNELS.map((channel) => {
                const type = `${event}.${audience}.${channel}` as NotificationType;
                return (
                  <TemplateEditor
                    key={type}
                    type={type}
                    title={translate(`notificationTemplates.channels.${channel}`)}
                    label={`${translate(`notificationTemplates.events.${event}`)} · ${translate(`notificationTemplates.audiences.${audience}`)} · ${translate(`notificationTemplates.channels.${channel}`)}`}
                    defaultText={translate(`messages.notificationDefaults.${type}`, keepPlaceholders)}
                    override={overrides.get(type)}
                    readOnly={readOnly}
                    onSave={templates.save}
                  />
                );
              })}
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
