/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { NotFoundPage } from '../../../src/client/components/NotFoundPage';
import { renderPage } from '../pages/support/renderPage';

describe('page not found (issue 13)', () => {
  it.each(['de', 'fr'])('ends its message with one full stop in %s', (lng) => {
    renderPage(<NotFoundPage />, { lng });
    const page = document.querySelector('[data-page="not-found"]') as HTMLElement;
    expect(page.textContent).toMatch(/\.$|\.\s*\S/);
    expect(page.textContent).not.toMatch(/[^.]\.\.(?!\.)/);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('no text of any catalogue ends in a doubled full stop', () => {
    const root = path.join(__dirname, '../../../locales');
    const doubled: string[] = [];
    for (const lng of fs.readdirSync(root)) {
      for (const file of fs.readdirSync(path.join(root, lng))) {
        const walk = (node: unknown, at: string) => {
          if (typeof node === 'string' && /[^.]\.\.$/.test(node.trim())) doubled.push(`${lng}/${file}:${at}`);
          else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${at}.${k}`);
        };
        walk(JSON.parse(fs.readFileSync(path.join(root, lng, file), 'utf8')), '');
      }
    }
    expect(doubled).toEqual([]);
  });
});
