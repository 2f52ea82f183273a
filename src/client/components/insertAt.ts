/** `token` replaces the selection [start, end) of `text`; the cursor lands after it (placeholders into a message). */
export function insertAt(text: string, token: string, start: number, end: number): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), cursor: from + token.length };
}
