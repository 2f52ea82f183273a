import { Chip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslate } from 'react-admin';

/** "Your address: complete / incomplete" (spec §5 completeness), readable without colour too. */
export function CompletenessStatus({ label, complete, name }: { label: string; complete: boolean; name: string }) {
  const translate = useTranslate();
  return (
    <Chip
      data-completeness={name}
      data-complete={complete}
      icon={complete ? <CheckCircleIcon /> : <ErrorOutlineIcon />}
      color={complete ? 'success' : 'warning'}
      variant={complete ? 'filled' : 'outlined'}
      label={`${label}: ${translate(complete ? 'tariff590.status.complete' : 'tariff590.status.incomplete')}`}
      sx={{ mr: 1, mb: 1 }}
    />
  );
}
