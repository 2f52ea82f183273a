import { viteEnv } from '../config/viteEnv';

/**
 * Failures are logged for error reporting (spec §2 page guard, §8); logging is off in production.
 * One function so a real reporting service can be plugged in at one place.
 */
export function reportError(context: string, error: unknown): void {
  if (viteEnv.MODE === 'production') return;
  console.error(`[kura] ${context}`, error);
}
