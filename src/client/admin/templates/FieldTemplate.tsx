import type { FieldTemplateProps } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';
import { OWN_ERROR_WIDGETS } from '../widgets/common';

const MuiFieldTemplate = Templates.FieldTemplate!;

/** MUI's field template, minus the error list for widgets that show their own error text (dates). */
export function FieldTemplate(props: FieldTemplateProps) {
  const widget = props.uiSchema?.['ui:widget'];
  if (typeof widget === 'string' && OWN_ERROR_WIDGETS.has(widget)) return <MuiFieldTemplate {...props} errors={undefined} />;
  return <MuiFieldTemplate {...props} />;
}
