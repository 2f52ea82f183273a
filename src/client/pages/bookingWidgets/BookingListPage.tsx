/**
 * /settings/booking-list (behaviour §2): the practice's booking widgets, each edited in a dialog
 * with a live preview and its embed code. Says when online booking is off (widgets then draw nothing).
 */
import { Alert, Typography } from '@mui/material';
import { FunctionField, useLocale, useTranslate, type RaRecord } from 'react-admin';
import { useRecordResource } from '../../admin/recordResources';
import { useScopedCentre } from '../../admin/centreScope';
import { RecordDialogPage } from '../records/RecordDialogPage';
import { WidgetButton } from './WidgetButton';
import { useBookingEnabled } from './useBookingEnabled';
import type { WidgetLook } from '../../../shared/bookingWidget/widgetLook';

export function BookingListPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const widgets = useRecordResource('bookingWidget');
  const enabled = useBookingEnabled(useScopedCentre());
  const intro = (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('bookingWidgets.intro')}
      </Typography>
      {enabled === false && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('bookingWidgets.bookingOff')}
        </Alert>
      )}
    </>
  );
  return (
    <RecordDialogPage resource={widgets} title="bookingWidgets.title" intro={intro} maxWidth="md">
      <FunctionField
        sortable={false}
        label={translate('bookingWidgets.preview')}
        render={(r: RaRecord) => <WidgetButton look={r as WidgetLook} lang={locale} defaultText={translate('onlinePresence.defaultButtonText')} />}
      />
    </RecordDialogPage>
  );
}
