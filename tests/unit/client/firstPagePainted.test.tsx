/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
// A fresh module per test file: nothing has painted before this test.
import { firstPagePainted } from '../../../src/client/routing/firstPagePainted';
import { lazyElement } from '../../../src/client/routing/lazyElement';

/**
 * What waits for the first page (the live socket's client, the tooltips) starts once a page
 * rendered through lazyElement has committed and its frame has painted, not before.
 */
describe('firstPagePainted', () => {
  it('resolves after the first lazy page has shown its content, not while it loads', async () => {
    let painted = false;
    void firstPagePainted.then(() => {
      painted = true;
    });
    let deliver: (component: () => React.JSX.Element) => void = () => {};
    const page = lazyElement(() => new Promise((resolve) => (deliver = resolve)), <p>loading</p>);
    render(page);
    expect(await screen.findByText('loading')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(painted).toBe(false);
    deliver(() => <p>the page</p>);
    expect(await screen.findByText('the page')).toBeTruthy();
    // Well before the 4 s fallback: the page's commit resolved it.
    await Promise.race([firstPagePainted, new Promise((resolve) => setTimeout(resolve, 1000))]);
    expect(painted).toBe(true);
  });
});
