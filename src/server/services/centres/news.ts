/** Product news (one list for every centre) with per-user read marks in each centre. */
import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { news, newsReads, userSettings } from '../../db/schema';
import { FALLBACK_LANGUAGE, toLanguage } from '../../../shared/languages';
import type { NewsItem } from '../../../shared/api/news';

const pickLanguage = (texts: Record<string, string>, lng: string): string => texts[lng] || texts[FALLBACK_LANGUAGE] || Object.values(texts)[0] || '';

export async function listNews(db: Db, centreId: string, userId: string): Promise<NewsItem[]> {
  const [setting] = await db.select({ language: userSettings.language }).from(userSettings).where(eq(userSettings.userId, userId));
  const lng = toLanguage(setting?.language);
  // The read marks joined are this centre's (the scoped join adds the centre to ON).
  const rows = await forCentre(db, centreId)
    .select({ item: news, readAt: newsReads.readAt })
    .from(news)
    .leftJoin(newsReads, and(eq(newsReads.newsId, news.id), eq(newsReads.userId, userId)))
    .where(lte(news.publishedAt, new Date())) // scheduled news stay hidden until their date
    .orderBy(desc(news.publishedAt), desc(news.id));
  return rows.map(({ item, readAt }) => ({
    news_id: item.id,
    title: pickLanguage(item.title, lng),
    body: pickLanguage(item.body, lng),
    publishedAt: item.publishedAt.toISOString(),
    read: readAt !== null,
  }));
}

/** Marks news read for this user in this centre; unknown ids are ignored and repeating is harmless. */
export async function markNewsRead(db: Db, centreId: string, userId: string, newsIds: string[]): Promise<void> {
  const ids = [...new Set(newsIds)];
  if (ids.length === 0) return;
  await db.transaction(async (tx) => {
    const known = await tx.select({ id: news.id }).from(news).where(inArray(news.id, ids));
    if (known.length === 0) return;
    await forCentre(tx, centreId)
      .insert(newsReads)
      .values(known.map((n) => ({ newsId: n.id, userId })))
      .onConflictDoNothing();
  });
}
