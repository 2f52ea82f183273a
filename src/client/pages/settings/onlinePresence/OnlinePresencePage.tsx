/**
 * /settings/online-presence: the public profile, who may book online, booking and cancellation
 * limits (wording §5) and the booking widget with its embed code and links (wording §2).
 */
import { useRecordResource } from '../../../admin/recordResources';
import { useSession } from '../../../session/SessionProvider';
import { SettingsRecordPage } from '../settingsRecord/SettingsRecordPage';
import { BookingWidgetSection } from './BookingWidgetSection';
import type { WidgetSettings } from './bookingWidgetCode';

export function OnlinePresencePage() {
  const { activeCentre } = useSession();
  return (
    <SettingsRecordPage resource={useRecordResource('onlinePresence')}>
      {(saved) =>
        activeCentre && <BookingWidgetSection centre={activeCentre} widget={(saved.widget ?? {}) as WidgetSettings} publicProfile={saved.publicProfile === true} />
      }
    </SettingsRecordPage>
  );
}
