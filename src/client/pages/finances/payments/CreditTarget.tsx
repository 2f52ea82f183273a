/**
 * "To a client's credit" on an open bank entry (issue 12 §2): a payment from a client who has no
 * open invoice. The button opens a client picker; the chosen client marks the entry confirmed
 * (booked by "process" like a confirmed suggestion); the button again clears it.
 */
import { useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ContactPicker } from '../../appointments/editor/ContactPicker';

export interface CreditTargetProps {
  centreId: string;
  /** The client chosen for this entry, if any. */
  contactId: string | null;
  onChange: (contactId: string | null) => void;
}

export function CreditTarget({ centreId, contactId, onChange }: CreditTargetProps) {
  const translate = useTranslate();
  const [picking, setPicking] = useState(false);
  const on = Boolean(contactId);
  const toggle = () => {
    if (on || picking) {
      setPicking(false);
      onChange(null);
    } else setPicking(true);
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button size="small" variant={on ? 'contained' : 'text'} aria-pressed={on} aria-expanded={picking || on} name="toClientCredit" onClick={toggle}>
        {translate(on ? 'payments.review.toCreditChosen' : 'payments.review.toCredit')}
      </Button>
      {(picking || on) && (
        <Box sx={{ minWidth: 260, flex: 1, maxWidth: 420 }} data-testid="credit-client-picker">
          <ContactPicker centreId={centreId} value={contactId ?? ''} onChange={(id) => onChange(id || null)} label="payments.screen.client" />
        </Box>
      )}
    </Stack>
  );
}
