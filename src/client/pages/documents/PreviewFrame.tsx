/**
 * A rendered template in an iframe: sandboxed with no permission at all by default (no scripts,
 * no forms, no popups, no navigation of the app), the document given as srcdoc. /documents adds
 * allow-same-origin and allow-modals only so the app can call print() on it; scripts stay off.
 */
import { forwardRef } from 'react';
import { Box } from '@mui/material';

interface Props {
  html: string;
  title: string;
  /** Sandbox tokens; never allow-scripts. */
  sandbox?: '' | 'allow-same-origin allow-modals';
}

export const PreviewFrame = forwardRef<HTMLIFrameElement, Props>(function PreviewFrame({ html, title, sandbox = '' }, ref) {
  return (
    <Box
      component="iframe"
      ref={ref}
      title={title}
      sandbox={sandbox}
      srcDoc={html}
      referrerPolicy="no-referrer"
      sx={{ width: '100%', minHeight: { xs: 420, md: 640 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
    />
  );
});
