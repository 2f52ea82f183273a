/**
 * Loaders of the tariff 590 pages for the routing table, in a tiny module (like
 * appointments/appointmentPages.ts): the table is part of the calendar's first download, and an
 * import() there carries the list of every chunk the page needs; here that list comes with this
 * module, when a tariff 590 page is opened. One loader by page name keeps the entries short.
 */
import type { ComponentType } from 'react';

const wizard = () => import('./wizard/wizardPageChunk');

export type Tariff590PageName = 'client' | 'header' | 'items' | 'preview' | 'documents';

export const loadTariff590Page = (name: Tariff590PageName): Promise<ComponentType> =>
  wizard().then((m) => ({ client: m.ClientStepPage, header: m.HeaderStepPage, items: m.ItemsStepPage, preview: m.PreviewStepPage, documents: m.Tariff590DocumentsPage })[name]);
