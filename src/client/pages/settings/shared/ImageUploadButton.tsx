import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { IMAGE_ACCEPT } from './imageUpload';

/** A button that opens the file chooser; the hidden input carries `name` so browser tests can set files. */
export function ImageUploadButton({ name, label, onFiles, multiple = false, disabled, icon, accept = IMAGE_ACCEPT }: {
  name: string;
  label: ReactNode;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  icon?: ReactNode;
  /** The file chooser's filter (default: the profile images' JPEG, PNG, WebP). */
  accept?: string;
}) {
  return (
    <Button component="label" variant="outlined" size="small" startIcon={icon ?? <UploadIcon />} disabled={disabled}>
      {label}
      <input
        hidden
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </Button>
  );
}
