import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';

/** Where the app bar shows the page's title (react-admin's TitlePortal). */
const findContainer = () => document.getElementById('react-admin-title');

/**
 * react-admin's <Title> without its preferences editor: the same portal into the app bar, the
 * title translated the same way, but not the editable variant (PageTitleConfigurable pulls MUI's
 * TextField, Select and Popover into the page's first download). Kura never edits page titles.
 */
export function PageTitle({ title }: { title: string }) {
  const translate = useTranslate();
  const [container, setContainer] = useState(findContainer);
  // The app bar may mount after the page (or be replaced): look again after each render.
  useEffect(() => {
    setContainer((current) => (current && document.body.contains(current) ? current : findContainer()));
  });
  if (!container) return null;
  return createPortal(
    <span>
      <span>{translate(title, { _: title })}</span>
    </span>,
    container,
  );
}
