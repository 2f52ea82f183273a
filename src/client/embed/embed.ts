/**
 * The booking widget's embed script (served as /embed.js, built by scripts/vite/embedScript.ts):
 * a practice pastes `<script src="https://…/embed.js" data-kura-booking="{widgetId}" async>` into
 * its website. For each such tag it reads the widget's look from the public API and draws the
 * button after the tag; the button opens the booking page in an overlay frame (Esc or the close
 * button closes it, focus stays inside and returns to the button). The fullPage template shows the
 * booking page inline instead. Plain DOM, no framework: the script must stay < 3 KB gzipped.
 * Everything lives in shadow roots, so the host page's styles neither break nor see it.
 */
import type { PublicWidget } from '../../shared/api/publicWidget';
import { buttonStyle } from '../../shared/bookingWidget/widgetLook';
import { EMBED_ATTRIBUTE } from '../../shared/bookingWidget/widgetLinks';

const DONE = 'data-kura-ready';
/** The booking page asks its embedder to close it (Esc pressed inside the frame) with this message. */
const CLOSE_MESSAGE = 'kura-booking-close';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, style: Partial<CSSStyleDeclaration> | Record<string, string>, attrs: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

function frame(src: string, title: string, style: Record<string, string>): HTMLIFrameElement {
  return el('iframe', { border: '0', width: '100%', display: 'block', ...style }, { src, title, allow: 'clipboard-write' });
}

function openOverlay(w: PublicWidget, src: string, opener: HTMLElement): void {
  const host = el('div', {});
  const root = host.attachShadow({ mode: 'open' });
  const backdrop = el('div', { position: 'fixed', inset: '0', zIndex: '2147483000', background: 'rgba(0,0,0,.5)', display: 'flex', alignItems: 'center', justifyContent: 'center' });
  const dialog = el('div', { position: 'relative', width: 'min(480px,100vw)', height: 'min(760px,100vh)', background: '#fff', borderRadius: '8px', overflow: 'hidden', boxShadow: '0 8px 32px rgba(0,0,0,.3)' }, { role: 'dialog', 'aria-modal': 'true', 'aria-label': w.dialogLabel });
  const close = el('button', { position: 'absolute', top: '6px', right: '6px', zIndex: '1', border: '0', borderRadius: '50%', width: '36px', height: '36px', font: '22px/1 system-ui,sans-serif', cursor: 'pointer', background: '#fff', color: '#222' }, { type: 'button', 'aria-label': w.closeLabel, title: w.closeLabel });
  close.textContent = '×';
  const page = frame(src, w.dialogLabel, { height: '100%' });
  // Focus trap: Tab past either end lands on these sentinels, which send it back inside.
  const first = el('span', {}, { tabindex: '0' });
  const last = el('span', {}, { tabindex: '0' });
  first.addEventListener('focus', () => page.focus());
  last.addEventListener('focus', () => close.focus());
  dialog.append(first, close, page, last);
  backdrop.append(dialog);
  root.append(backdrop);
  const previousOverflow = document.body.style.overflow;
  const shut = () => {
    host.remove();
    document.body.style.overflow = previousOverflow;
    document.removeEventListener('keydown', onKey, true);
    window.removeEventListener('message', onMessage);
    opener.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') shut();
  };
  const onMessage = (e: MessageEvent) => {
    if (e.source === page.contentWindow && e.data === CLOSE_MESSAGE) shut();
  };
  close.addEventListener('click', shut);
  backdrop.addEventListener('click', (e) => e.target === backdrop && shut());
  document.addEventListener('keydown', onKey, true);
  window.addEventListener('message', onMessage);
  document.body.style.overflow = 'hidden';
  document.body.append(host);
  close.focus();
}

async function mount(script: HTMLScriptElement): Promise<void> {
  script.setAttribute(DONE, '');
  const id = script.getAttribute(EMBED_ATTRIBUTE) ?? '';
  const origin = new URL(script.src).origin;
  const lang = (document.documentElement.lang || navigator.language || 'de').slice(0, 2);
  const res = await fetch(`${origin}/booking-api/public/widgets/${encodeURIComponent(id)}?lang=${encodeURIComponent(lang)}`);
  // A widget that is gone or whose practice stopped online booking draws nothing.
  if (!res.ok) return;
  const w = (await res.json()) as PublicWidget;
  const src = origin + w.bookingPath;
  const host = el('div', {}, { class: 'kura-booking' });
  const root = host.attachShadow({ mode: 'open' });
  if (w.template === 'fullPage') {
    root.append(frame(src, w.dialogLabel, { height: '760px', maxWidth: '100%' }));
  } else {
    const button = el('button', buttonStyle(w), { type: 'button', 'aria-haspopup': 'dialog' });
    button.textContent = w.text;
    button.addEventListener('click', () => openOverlay(w, src, button));
    root.append(button);
  }
  // Pasted into <head>: the button goes to the end of the page instead of nowhere.
  if (script.closest('head')) document.body.append(host);
  else script.after(host);
}

for (const script of document.querySelectorAll<HTMLScriptElement>(`script[${EMBED_ATTRIBUTE}]:not([${DONE}])`)) void mount(script);
