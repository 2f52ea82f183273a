/** Copies a text (embed snippet, link) to the clipboard and says so; tells how to copy by hand when the browser refuses. */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

interface Props {
  text: string;
  /** Locale keys of the button and of the success message. */
  label: string;
  copied: string;
  name?: string;
  disabled?: boolean;
}

export function CopyButton({ text, label, copied, name, disabled }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify(copied, { type: 'info' });
    } catch {
      notify('bookingWidgets.copyFailed', { type: 'warning' });
    }
  };
  return (
    <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()} name={name} disabled={disabled || !text}>
      {translate(label)}
    </Button>
  );
}
