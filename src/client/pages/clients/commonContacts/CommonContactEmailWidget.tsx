/**
 * The e-mail field of "new contact": the ordinary e-mail input, and below it the hint when the
 * typed address belongs to a client of another of the user's practices. The dialog around the
 * form says what happens after a take-over (CommonContactTakeOverContext).
 */
import { createContext, useContext } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useScopedCentre } from '../../../admin/centreScope';
import { EmailWidget } from '../../../admin/widgets/basicWidgets';
import { CommonContactHint } from './CommonContactHint';
import { useCommonContactMatches } from './useCommonContactMatches';

/** Opens the contact that now holds the taken-over data; without it the field is a plain e-mail input. */
export const CommonContactTakeOverContext = createContext<((contactId: string) => void) | null>(null);

export const COMMON_CONTACT_EMAIL_WIDGET = 'commonContactEmail';

export function CommonContactEmailWidget(props: WidgetProps) {
  const onTakenOver = useContext(CommonContactTakeOverContext);
  const centreId = useScopedCentre();
  const { email, matches } = useCommonContactMatches(onTakenOver ? props.value : undefined, centreId);
  return (
    <>
      <EmailWidget {...props} />
      {onTakenOver && centreId && <CommonContactHint email={email} matches={matches} centreId={centreId} onTakenOver={onTakenOver} />}
    </>
  );
}
