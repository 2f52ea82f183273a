/**
 * /booking-view and /clinic-view: staff see what clients see — the public booking page or the
 * practice profile of the active centre in a frame — with the consumer-site links of behaviour §2
 * (booking /booking/{centreId}/{providerId}/0, the EMR link of the same shape, the profile
 * /profile/{centreId}), each with a copy button, and a way to open the page in a new tab.
 */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Link, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSession } from '../../session/SessionContext';
import { NoClinic, PageBody } from '../../components/PageStates';
import { PageTitle } from '../../components/PageTitle';
import { publicLinks } from '../settings/onlinePresence/bookingWidgetCode';
import { CopyButton } from './CopyButton';
import { useBookingEnabled } from './useBookingEnabled';

function LinkRow({ label, url, name }: { label: string; url: string; name: string }) {
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', wordBreak: 'break-all' }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>{translate(label)}:</Typography>
      <Link href={url} target="_blank" rel="noopener noreferrer">{url}</Link>
      <CopyButton text={url} label="bookingWidgets.view.copyLink" copied="bookingWidgets.view.linkCopied" name={name} />
    </Box>
  );
}

function PublicViewPage({ kind }: { kind: 'booking' | 'clinic' }) {
  const translate = useTranslate();
  const { activeCentre } = useSession();
  const enabled = useBookingEnabled(activeCentre?.centre_id ?? null);
  if (!activeCentre) return <NoClinic />;
  const links = publicLinks(window.location.origin, activeCentre);
  const shown = kind === 'booking' ? links.booking : links.profile;
  const title = kind === 'booking' ? 'bookingWidgets.view.bookingTitle' : 'bookingWidgets.view.clinicTitle';
  return (
    <PageBody maxWidth={1200}>
      <PageTitle title={title} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(kind === 'booking' ? 'bookingWidgets.view.bookingIntro' : 'bookingWidgets.view.clinicIntro')}
      </Typography>
      <Box component="ul" sx={{ pl: 0, listStyle: 'none', my: 1, display: 'grid', gap: 0.5 }}>
        {links.booking && <LinkRow label="bookingWidgets.view.bookingLink" url={links.booking} name="copyBookingLink" />}
        {links.booking && <LinkRow label="bookingWidgets.view.emrLink" url={links.booking} name="copyEmrLink" />}
        <LinkRow label="bookingWidgets.view.profileLink" url={links.profile} name="copyProfileLink" />
      </Box>
      {enabled === false && <Alert severity="warning" sx={{ mb: 1 }}>{translate('bookingWidgets.bookingOff')}</Alert>}
      {shown ? (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <Button size="small" startIcon={<OpenInNewIcon />} href={shown} target="_blank" rel="noopener noreferrer">
              {translate('bookingWidgets.view.openNewTab')}
            </Button>
          </Box>
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            {/* Phone width first, as clients mostly book on phones. */}
            <Box component="iframe" src={shown} title={translate('bookingWidgets.view.frameTitle')} name="publicPage" sx={{ display: 'block', border: 0, width: '100%', height: 'min(80vh, 900px)' }} />
          </Paper>
        </>
      ) : (
        <Alert severity="info">{translate('bookingWidgets.noProvider')}</Alert>
      )}
    </PageBody>
  );
}

export const BookingViewPage = () => <PublicViewPage kind="booking" />;
export const ClinicViewPage = () => <PublicViewPage kind="clinic" />;
