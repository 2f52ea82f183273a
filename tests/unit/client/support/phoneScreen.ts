/**
 * A 390 px screen for the tests of a describe block: MUI's breakpoints.down('sm') (a max-width
 * media query) matches, every min-width query does not. jsdom has no matchMedia of its own.
 */
export function usePhoneScreen(): void {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}
