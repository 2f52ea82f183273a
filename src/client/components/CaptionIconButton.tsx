import type { ReactNode } from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';

export interface CaptionIconButtonProps {
  icon: ReactNode;
  /** Accessible name; also the tooltip when no hint is given. */
  label: string;
  /** Text under the icon. */
  caption?: string;
  /** Tooltip text. */
  hint?: string;
  disabled?: boolean;
  onClick?: () => void;
  name?: string;
  color?: 'default' | 'primary' | 'secondary' | 'error';
}

/** The spec's icon button (§2 widgets): optional caption, hint tooltip and disabled state. */
export function CaptionIconButton({ icon, label, caption, hint, disabled, onClick, name, color = 'primary' }: CaptionIconButtonProps) {
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center' }}>
      <Tooltip title={hint ?? ''} disableHoverListener={!hint} disableFocusListener={!hint}>
        {/* The span keeps the tooltip working on a disabled button. */}
        <span>
          <IconButton aria-label={label} name={name} disabled={disabled} onClick={onClick} color={color}>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
      {caption && (
        <Typography variant="caption" color={disabled ? 'text.disabled' : 'text.secondary'}>
          {caption}
        </Typography>
      )}
    </Box>
  );
}
