import { useState } from 'react';
import { Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { apiFetch } from '../../api/http';
import type { MarkNewsRead, NewsItem } from '../../../shared/api/news';
import { useNotifyError } from '../../components/useNotifyError';

/** Product news, newest first, unread ones marked; reading marks them per user. */
export function NewsList({ centreId, news, onChange }: { centreId: string; news: NewsItem[]; onChange: (news: NewsItem[]) => void }) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  const unread = news.filter((n) => !n.read);

  const markRead = async (ids: string[]) => {
    setBusy(true);
    try {
      await apiFetch(`/api/news/centre/${encodeURIComponent(centreId)}/markNewsAsRead`, { method: 'POST', body: { newsIds: ids } satisfies MarkNewsRead });
      onChange(news.map((n) => (ids.includes(n.news_id) ? { ...n, read: true } : n)));
    } catch (error) {
      notifyError('common.unableToSave', error);
    } finally {
      setBusy(false);
    }
  };

  if (news.length === 0) return <Typography color="text.secondary">{translate('dashboard.news.empty')}</Typography>;
  const date = (iso: string) => new Intl.DateTimeFormat(locale ?? 'de', { dateStyle: 'long' }).format(new Date(iso));
  return (
    <Box>
      {unread.length > 1 && (
        <Button size="small" name="markAllNewsRead" disabled={busy} onClick={() => void markRead(unread.map((n) => n.news_id))} sx={{ mb: 1 }}>
          {translate('dashboard.news.markAllRead')}
        </Button>
      )}
      <List aria-label={translate('dashboard.news.title')}>
        {news.map((n) => (
          <ListItem key={n.news_id} divider data-news-id={n.news_id} data-read={n.read} alignItems="flex-start" sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: n.read ? 400 : 700, flexGrow: 1 }}>{n.title}</Typography>
              {!n.read && <Chip size="small" color="primary" label={translate('dashboard.news.new')} />}
            </Box>
            <ListItemText secondary={date(n.publishedAt)} sx={{ my: 0 }} />
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>{n.body}</Typography>
            {!n.read && (
              <Box>
                <Button size="small" name="markNewsRead" disabled={busy} onClick={() => void markRead([n.news_id])}>
                  {translate('dashboard.news.markRead')}
                </Button>
              </Box>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
