/**
 * Opening an invoice PDF in a new tab (behaviour.md §5, §7): the tab is opened at the click (a
 * window opened after an await is what popup blockers stop), then sent to the signed link once
 * the server answered. A blocked popup is reported so the page can say
 * documents.unableToOpenNewWindow.
 */
export class PopupBlockedError extends Error {
  constructor() {
    super('documents.unableToOpenNewWindow');
    this.name = 'PopupBlockedError';
  }
}

export async function openPdfInNewTab(link: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  if (!tab) throw new PopupBlockedError();
  try {
    const url = await link();
    tab.opener = null;
    tab.location.href = url;
  } catch (error) {
    tab.close();
    throw error;
  }
}

/** Downloads PDFs one per 300 ms step (behaviour.md §7), each from its signed link (no token). */
export async function downloadPdfs(links: { name: string; url: string }[], save: (blob: Blob, name: string) => void): Promise<void> {
  for (const [i, { name, url }] of links.entries()) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 300));
    const response = await fetch(url);
    if (!response.ok) throw new Error(`pdf ${response.status}`);
    save(await response.blob(), `${name.replace(/[^\w.-]/g, '_')}.pdf`);
  }
}
