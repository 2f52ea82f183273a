/**
 * axe-core's serious and critical findings (WCAG 2.1 A and AA) on a page as it is painted, with no
 * fade or slide half-way (spinners run forever, so not those): axe judges the colours it sees, and
 * a notification caught mid-fade failed colour contrast (financePayments, .MuiAlert-message).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeScope {
  /** Only this part of the page. */
  include?: string;
  /** Not this part (e.g. an iframe with a PDF, judged by its own tests). */
  exclude?: string;
}

export interface SeriousViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  /** The first five elements, with what axe found wrong there. */
  nodes: string[];
}

/**
 * While axe reads the page, a style change takes effect at once: a transition starting then (a
 * notification leaving after its few seconds, say) would otherwise be judged half-drawn; this
 * happened in CI with the wait alone. Transitions already running are let finish first.
 */
const NO_NEW_TRANSITIONS = '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }';

export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<SeriousViolation[]> {
  const still = await page.addStyleTag({ content: NO_NEW_TRANSITIONS });
  let result;
  try {
    await page.waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 15_000 },
    );
    let axe = new AxeBuilder({ page }).withTags(WCAG_AA);
    if (scope.include) axe = axe.include(scope.include);
    if (scope.exclude) axe = axe.exclude(scope.exclude);
    result = await axe.analyze();
  } finally {
    await still.evaluate((el) => el.parentNode?.removeChild(el));
  }
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220)}`),
    }));
}
