/** Drop zone and file button for the CSV or XLSX to import. */
import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The server refuses more (413); checking here saves the upload. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export function FileDropZone({ busy, onFile, onTooLarge }: { busy: boolean; onFile: (file: File) => void; onTooLarge: () => void }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) onTooLarge();
    else onFile(file);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!busy) take(e.dataTransfer.files[0]);
  };

  return (
    <Box
      data-testid="import-drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.default',
        borderRadius: 2,
        p: 4,
        textAlign: 'center',
        transition: 'border-color 0.2s, background-color 0.2s',
      }}
    >
      {busy ? (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
          <CircularProgress size={28} />
          <Typography>{translate('contactImport.upload.reading')}</Typography>
        </Box>
      ) : (
        <>
          <UploadFileIcon color="action" sx={{ fontSize: 48 }} />
          <Typography sx={{ mb: 1 }}>{translate('contactImport.upload.drop')}</Typography>
          <Button variant="outlined" name="chooseFile" onClick={() => input.current?.click()}>
            {translate('contactImport.upload.choose')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('contactImport.upload.accepted')}
          </Typography>
        </>
      )}
      <input
        ref={input}
        type="file"
        name="file"
        accept={ACCEPT}
        hidden
        onChange={(e) => {
          take(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </Box>
  );
}
