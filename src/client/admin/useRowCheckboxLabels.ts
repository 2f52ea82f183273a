/**
 * react-admin's Datagrid puts the row checkbox's aria-label ("Zeile auswählen") on MUI's outer
 * <span> instead of the <input>: the input has no name and the span a label it may not carry
 * (axe: label, aria-prohibited-attr; issue 13). This moves the label onto the input of every row
 * checkbox under `ref` as rows render. (The header's select-all checkbox is labelled correctly.)
 */
import { useEffect, type RefObject } from 'react';

function relabel(root: HTMLElement) {
  for (const box of root.querySelectorAll<HTMLElement>('.select-item[aria-label]')) {
    const input = box.querySelector('input');
    if (!input) continue;
    input.setAttribute('aria-label', box.getAttribute('aria-label') as string);
    box.removeAttribute('aria-label');
  }
}

export function useRowCheckboxLabels(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    relabel(root);
    const observer = new MutationObserver(() => relabel(root));
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [ref]);
}
