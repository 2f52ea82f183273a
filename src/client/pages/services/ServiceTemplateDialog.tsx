/**
 * "Add from template" on the service list (behaviour §7 Services: templates General, 590 and
 * 001): pick positions of a product-wide template and copy them into the practice as services
 * (5 minutes, price 0: behaviour §9), then set prices in the service builder.
 */
import { useEffect, useState } from 'react';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tab,
  Tabs,
} from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { apiFetch } from '../../api/http';
import { useScopedCentre } from '../../admin/centreScope';
import { ToolbarIconButton } from '../../admin/listLayout/ListToolbar';
import { useApiQuery } from '../../api/useApiQuery';
import { translateError } from '../../api/errorText';

export const TEMPLATE_TYPES = ['General', '590', '001'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export interface TemplateService {
  number: string;
  name: string;
  nr?: string;
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  onCopied: (count: number) => void;
}

export function ServiceTemplateDialog({ open, onClose, onCopied }: DialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const centreId = useScopedCentre();
  const [type, setType] = useState<TemplateType>('590');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const positions = useApiQuery<TemplateService[]>(open ? `/api/services/templates/${type}` : null);
  useEffect(() => setChosen(new Set()), [type, open]);

  const toggle = (number: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(number)) next.delete(number);
      else next.add(number);
      return next;
    });

  const copy = async () => {
    if (!centreId || chosen.size === 0) return;
    setSaving(true);
    try {
      const numbers = (positions.data ?? []).map((p) => p.number).filter((n) => chosen.has(n));
      const created = await apiFetch<unknown[]>(`/api/clinics/${encodeURIComponent(centreId)}/services/copy`, { method: 'POST', body: { type, numbers } });
      notify('serviceTemplates.copied', { type: 'info', messageArgs: { smart_count: created.length, count: created.length } });
      onCopied(created.length);
    } catch (error) {
      notify(translateError(translate, error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const list = positions.data ?? [];
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="service-template-title">
      <DialogTitle id="service-template-title">{translate('serviceTemplates.title')}</DialogTitle>
      <Tabs value={type} onChange={(_e, value: TemplateType) => setType(value)} sx={{ px: 3 }} aria-label={translate('serviceTemplates.title')}>
        {TEMPLATE_TYPES.map((t) => (
          <Tab key={t} value={t} label={translate(`serviceTemplates.types.${t}`)} />
        ))}
      </Tabs>
      <DialogContent dividers sx={{ minHeight: 240 }}>
        {positions.error ? (
          <Alert severity="error">{translateError(translate, positions.error)}</Alert>
        ) : positions.loading ? (
          <CircularProgress size={28} />
        ) : list.length === 0 ? (
          <Alert severity="info">{translate(`serviceTemplates.empty.${type}`, { _: translate('serviceTemplates.empty.General') })}</Alert>
        ) : (
          <>
            <Alert severity="info" sx={{ mb: 1 }}>{translate('serviceTemplates.hint')}</Alert>
            <List dense>
              {list.map((p) => (
                <ListItemButton key={p.number} onClick={() => toggle(p.number)}>
                  <ListItemIcon>
                    <Checkbox edge="start" checked={chosen.has(p.number)} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-label': p.name } }} />
                  </ListItemIcon>
                  <ListItemText primary={p.name} secondary={type === 'General' ? undefined : `${translate('serviceTemplates.position')} ${p.number}`} />
                </ListItemButton>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('common.cancel')}</Button>
        <Button variant="contained" name="copyTemplates" disabled={chosen.size === 0 || saving} onClick={() => void copy()}>
          {translate('serviceTemplates.add', { smart_count: chosen.size, count: chosen.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The button opening the dialog; the service list reloads after a copy. */
export function ServiceTemplateButton() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToolbarIconButton name="addFromTemplate" label={translate('serviceTemplates.open')} icon={<LibraryAddIcon />} onClick={() => setOpen(true)} />
      <ServiceTemplateDialog
        open={open}
        onClose={() => setOpen(false)}
        onCopied={() => {
          setOpen(false);
          refresh();
        }}
      />
    </>
  );
}
