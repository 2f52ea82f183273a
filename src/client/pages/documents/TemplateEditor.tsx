/**
 * HTML and CSS of an invoice template as text, with the placeholder chips: a click inserts the
 * placeholder at the cursor of the field last focused (HTML at first).
 */
import { useRef } from 'react';
import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { insertAt } from '../../components/insertAt';
import { PlaceholderChips } from './PlaceholderChips';

export interface TemplateDraft {
  html: string;
  css: string;
}

interface Props {
  draft: TemplateDraft;
  onChange: (draft: TemplateDraft) => void;
  readOnly?: boolean;
}

export function TemplateEditor({ draft, onChange, readOnly }: Props) {
  const translate = useTranslate();
  const refs = { html: useRef<HTMLTextAreaElement | null>(null), css: useRef<HTMLTextAreaElement | null>(null) };
  const last = useRef<keyof TemplateDraft>('html');

  const insert = (token: string) => {
    const field = last.current;
    const input = refs[field].current;
    const text = draft[field];
    const next = insertAt(text, token, input?.selectionStart ?? text.length, input?.selectionEnd ?? text.length);
    onChange({ ...draft, [field]: next.text });
    // Put the cursor after the inserted placeholder once React has rendered the new text.
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  const field = (name: keyof TemplateDraft, rows: number) => (
    <TextField
      name={name}
      label={translate(`invoiceTemplates.preview.${name}`)}
      value={draft[name]}
      onChange={(event) => onChange({ ...draft, [name]: event.target.value })}
      onFocus={() => (last.current = name)}
      inputRef={refs[name]}
      multiline
      minRows={rows}
      maxRows={rows * 2}
      fullWidth
      slotProps={{ htmlInput: { readOnly, spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
    />
  );

  return (
    <Stack spacing={1.5}>
      {!readOnly && <PlaceholderChips onInsert={insert} />}
      {field('html', 12)}
      {field('css', 6)}
    </Stack>
  );
}
