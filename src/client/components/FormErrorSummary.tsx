/**
 * The short summary at the top of a form that was refused (issue 13): what went wrong, one line per
 * problem, each a link that moves the focus to its field. The fields show their own messages; the
 * summary only repeats them, so a long form's problems are seen without scrolling. Modals stay
 * for what blocks the whole page (unsaved changes, deletions).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SummaryItem } from './formErrorItems';

export type { SummaryItem } from './formErrorItems';

export interface FormErrorSummaryProps {
  items: SummaryItem[];
  /** Default: "Please check the following:". */
  title?: string;
}

const escapeName = (name: string) => name.replace(/["\\]/g, '\\$&');

/**
 * The input of a field: by name in the summary's form, then anywhere on the page, then by id; for
 * a group (an address, an amount with its unit) its first input ("bookingHorizon.amount").
 */
export function findField(from: Element | null, field: string): HTMLElement | null {
  const form = from?.closest('form');
  const find = (selector: string) => form?.querySelector<HTMLElement>(selector) ?? document.querySelector<HTMLElement>(selector);
  return find(`[name="${escapeName(field)}"]`) ?? document.getElementById(field) ?? find(`[name^="${escapeName(field)}."]`);
}

/** The visible label of an input, without the required asterisk. */
function labelOf(input: HTMLElement): string | undefined {
  const labelled = input.getAttribute('aria-labelledby');
  const text =
    (input as HTMLInputElement).labels?.[0]?.textContent ??
    (labelled ? document.getElementById(labelled.split(' ')[0])?.textContent : null) ??
    input.getAttribute('aria-label');
  const clean = text?.replace(/[\s\u2009*]+$/u, '').trim();
  return clean || undefined;
}

export function FormErrorSummary({ items, title }: FormErrorSummaryProps) {
  const translate = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const fieldsKey = items.map((i) => i.field ?? '').join('\n');

  // Labels come from the form itself, so every form gets them without a list of its own.
  useLayoutEffect(() => {
    const found: Record<string, string> = {};
    for (const item of items) {
      const exact = item.field && !item.label ? findField(ref.current, item.field) : null;
      // A group's first input has the label of its part, not of the group.
      const input = exact?.getAttribute('name') === item.field || exact?.id === item.field ? exact : null;
      const label = input ? labelOf(input) : undefined;
      if (item.field && label) found[item.field] = label;
    }
    setLabels(found);
    // Only new fields need new labels.
  }, [fieldsKey]);

  if (items.length === 0) return null;
  return (
    <Alert ref={ref} severity="error" role="alert" data-form-summary sx={{ mb: 2 }}>
      <AlertTitle>{title ?? translate('common.formSummary.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item, index) => {
          const label = item.label ?? (item.field ? labels[item.field] : undefined);
          const text = label ? `${label}: ${item.message}` : item.message;
          return (
            <li key={`${item.field ?? ''}-${index}`}>
              {item.field ? (
                <Link
                  component="button"
                  type="button"
                  color="inherit"
                  sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
                  onClick={() => {
                    const input = findField(ref.current, item.field as string);
                    input?.scrollIntoView?.({ block: 'center' });
                    input?.focus();
                  }}
                >
                  {text}
                </Link>
              ) : (
                text
              )}
            </li>
          );
        })}
      </Box>
    </Alert>
  );
}
