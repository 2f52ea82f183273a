/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * A step's heading. It takes the focus when the step appears (not on the first page load), so a
 * keyboard or screen-reader user continues at the new step instead of the button they pressed.
 */
export function StepHeading({ children, focus = true }: { children: ComponentChildren; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h1 ref={ref} tabIndex={-1} class="step-title">
      {children}
    </h1>
  );
}
