import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useInboxCount } from '../../api/inbox';
import { useSession } from '../../session/SessionContext';

/**
 * The number of open booking requests beside the inbox's menu entry (issue 10 §5), kept live by
 * the socket (its query is one of the centre's appointment queries). Nothing while there are none.
 */
export function InboxCountBadge() {
  const translate = useTranslate();
  const { activeCentre } = useSession();
  const count = useInboxCount(activeCentre?.centre_id ?? null).data?.requests ?? 0;
  if (count === 0) return null;
  return (
    <Box
      component="span"
      data-testid="inbox-count"
      aria-label={translate('inbox.countLabel', { count })}
      sx={{ minWidth: 20, height: 20, px: 0.75, borderRadius: 10, bgcolor: 'error.main', color: 'error.contrastText', fontSize: 12, fontWeight: 600, lineHeight: '20px', textAlign: 'center', flexShrink: 0 }}
    >
      {count > 99 ? '99+' : count}
    </Box>
  );
}
