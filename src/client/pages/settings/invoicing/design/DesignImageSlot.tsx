/**
 * One design image (logo, header image or A4 background): its thumbnail, whether the invoice
 * prints it (the shared rule designInUse), and upload/replace and remove. The client refuses
 * what it can tell from the name and size; the server judges the bytes.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import type { InvoiceDesignState } from '../../../../../shared/api/invoiceDesign';
import type { InvoiceDesignSlot } from '../../../../../shared/invoiceDesign';
import { ImageUploadButton } from '../../shared/ImageUploadButton';
import { designApi } from './designApi';

export const DESIGN_ACCEPT = 'image/jpeg,image/png,image/tiff,.jpg,.jpeg,.png,.tif,.tiff';

export interface DesignImageSlotProps {
  centreId: string;
  slot: InvoiceDesignSlot;
  file: InvoiceDesignState[InvoiceDesignSlot];
  inUse: boolean;
  busy: boolean;
  onUpload: (slot: InvoiceDesignSlot, file: File) => void;
  onRemove: (slot: InvoiceDesignSlot) => void;
}

/** The stored image as a blob URL of this page (the route needs the bearer token), freed when replaced. */
function useThumbnail(centreId: string, slot: InvoiceDesignSlot, fileId: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!fileId) return setUrl(null);
    let cancelled = false;
    let made: string | null = null;
    designApi.image(centreId, slot).then(
      (blob) => {
        if (cancelled) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => !cancelled && setUrl(null),
    );
    return () => {
      cancelled = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [centreId, slot, fileId]);
  return url;
}

export function DesignImageSlot({ centreId, slot, file, inUse, busy, onUpload, onRemove }: DesignImageSlotProps) {
  const translate = useTranslate();
  const label = translate(`invoicing.design.slots.${slot}`);
  const thumbnail = useThumbnail(centreId, slot, file?.fileId ?? null);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid={`design-${slot}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Typography variant="subtitle1">{label}</Typography>
        {file && <Chip size="small" color={inUse ? 'success' : 'default'} label={translate(inUse ? 'invoicing.design.inUse' : 'invoicing.design.notInUse')} />}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate(`invoicing.design.hints.${slot}`)}
      </Typography>
      <Box sx={{ height: 96, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', borderRadius: 1 }}>
        {file && thumbnail ? (
          <Box component="img" src={thumbnail} alt={translate('invoicing.design.thumbnail', { slot: label })} sx={{ maxWidth: '100%', maxHeight: 96, objectFit: 'contain' }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {file ? file.name : translate('invoicing.design.empty')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <ImageUploadButton
          name={`design-${slot}`}
          accept={DESIGN_ACCEPT}
          disabled={busy}
          label={translate(file ? 'invoicing.design.replace' : 'invoicing.design.upload')}
          onFiles={([f]) => onUpload(slot, f)}
        />
        {file && (
          <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => onRemove(slot)} aria-label={`${translate('invoicing.design.remove')}: ${label}`}>
            {translate('invoicing.design.remove')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
