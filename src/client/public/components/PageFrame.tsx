/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { LanguageSwitch } from './LanguageSwitch';

/** The header (the practice's name and logo, the language) and the main column of every public page. */
export function PageFrame({ title, logo, children }: { title: string; logo?: string | null; children: ComponentChildren }) {
  return (
    <>
      <header class="top">
        <div class="top-inner">
          {logo ? <img class="logo" src={logo} alt="" width={40} height={40} /> : null}
          <span class="top-name">{title}</span>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" class="page">
        {children}
      </main>
    </>
  );
}
