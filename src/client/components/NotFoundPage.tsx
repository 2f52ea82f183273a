/**
 * "Page not found" with a way back. react-admin's own NotFound appends a full stop to
 * ra.message.not_found, which already ends with one in every language ("ungültig.." before).
 */
import HistoryIcon from '@mui/icons-material/History';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage({ title }: { title?: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, p: 4 }} data-page="not-found">
      <Title defaultTitle={title} />
      <SearchOffIcon sx={{ fontSize: 64 }} color="disabled" aria-hidden />
      <Typography variant="h5" component="h1">
        {translate('ra.page.not_found')}
      </Typography>
      <Typography>{translate('ra.message.not_found')}</Typography>
      <Button variant="contained" startIcon={<HistoryIcon />} onClick={() => navigate(-1)}>
        {translate('ra.action.back')}
      </Button>
    </Box>
  );
}
