/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';

/** A message for the whole step: errors are announced at once (role alert), others politely. */
export function Notice({ kind = 'error', children }: { kind?: 'error' | 'info' | 'success'; children: ComponentChildren }) {
  return (
    <div class={`notice notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
