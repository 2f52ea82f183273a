/** The widget's button as visitors see it (the embed script draws the same from widgetLook.ts). */
import type { WidgetLook } from '../../../shared/bookingWidget/widgetLook';
import { buttonStyle, buttonTextFor } from '../../../shared/bookingWidget/widgetLook';

export function WidgetButton({ look, lang, defaultText }: { look: WidgetLook; lang: string; defaultText: string }) {
  return (
    <span role="presentation" style={buttonStyle(look)} data-testid="widget-preview-button">
      {buttonTextFor(look, lang, defaultText)}
    </span>
  );
}
