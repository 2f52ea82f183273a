import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, TextField } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';

/** Alert width (spec §9). */
export const ALERT_WIDTH = 600;

export interface AlertDialogButton {
  label: string;
  /** Receives the trimmed input value when the dialog has an input. */
  onClick?: (inputValue: string) => void;
  variant?: 'text' | 'outlined' | 'contained';
  color?: 'primary' | 'secondary' | 'error' | 'inherit';
  name?: string;
}

export interface AlertDialogInput {
  label?: string;
  placeholder?: string;
  defaultValue?: string;
  name?: string;
  multiline?: boolean;
  maxLength?: number;
}

export interface AlertDialogProps {
  open: boolean;
  title?: ReactNode;
  content?: ReactNode;
  /** Shows the close cross in the title bar. */
  closable?: boolean;
  onClose?: () => void;
  /** An optional text input; the last (confirm) button stays disabled while it is blank after trimming. */
  input?: AlertDialogInput;
  /** Default: a single OK button that closes the dialog. */
  buttons?: AlertDialogButton[];
}

/**
 * The spec's alert dialog (§2 widgets): 600 px wide, title, content, optional close cross and
 * text input; the default is one OK button, and Enter confirms when there is only one button.
 */
export function AlertDialog({ open, title, content, closable = false, onClose, input, buttons }: AlertDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [value, setValue] = useState(input?.defaultValue ?? '');
  useEffect(() => {
    if (open) setValue(input?.defaultValue ?? '');
  }, [open, input?.defaultValue]);

  const list: AlertDialogButton[] = buttons?.length
    ? buttons
    : [{ label: translate('common.ok', { _: 'OK' }), variant: 'contained', name: 'ok' }];
  const confirmDisabled = Boolean(input) && value.trim() === '';
  const press = (button: AlertDialogButton) => {
    if (button.onClick) button.onClick(value.trim());
    else onClose?.();
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || list.length !== 1 || confirmDisabled) return;
    if (input?.multiline && !event.ctrlKey && !event.metaKey) return;
    event.preventDefault();
    press(list[0]);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      onKeyDown={handleKeyDown}
      aria-labelledby={title ? titleId : undefined}
      slotProps={{ paper: { sx: { width: ALERT_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {(title || closable) && (
        <DialogTitle id={titleId} sx={{ pr: closable ? 6 : 3 }}>
          {title}
          {closable && (
            <IconButton
              aria-label={translate('common.close', { _: 'Close' })}
              onClick={onClose}
              sx={{ position: 'absolute', right: 8, top: 8 }}
              size="small"
            >
              <CloseIcon />
            </IconButton>
          )}
        </DialogTitle>
      )}
      {(content || input) && (
        <DialogContent>
          {typeof content === 'string' ? <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{content}</p> : content}
          {input && (
            <TextField
              autoFocus
              fullWidth
              margin="normal"
              name={input.name ?? 'alertInput'}
              label={input.label}
              placeholder={input.placeholder}
              multiline={input.multiline}
              minRows={input.multiline ? 3 : undefined}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              slotProps={{ htmlInput: { maxLength: input.maxLength ?? 50 } }}
            />
          )}
        </DialogContent>
      )}
      <DialogActions>
        {list.map((button, index) => {
          const isConfirm = index === list.length - 1;
          return (
            <Button
              key={`${button.label}-${index}`}
              name={button.name}
              variant={button.variant ?? (isConfirm ? 'contained' : 'text')}
              color={button.color ?? 'primary'}
              disabled={isConfirm && confirmDisabled}
              autoFocus={isConfirm && !input}
              onClick={() => press(button)}
            >
              {button.label}
            </Button>
          );
        })}
      </DialogActions>
    </Dialog>
  );
}
