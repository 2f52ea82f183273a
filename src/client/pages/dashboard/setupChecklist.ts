/** The setup checklist of the dashboard (wording §2 tutorial steps), from the completeness call and the centre. */
import type { Centre, Invitation, User } from '../../../shared/api/contracts';
import type { Completeness } from '../../../shared/api/centres';

export type { Completeness };

export type ChecklistKey = 'account' | 'address' | 'zsr' | 'businessInfo' | 'inviteTherapists';

export interface ChecklistItem {
  key: ChecklistKey;
  done: boolean;
  to: string;
}

export interface ChecklistInput {
  completeness: Completeness;
  centre: Centre;
  user: User;
  manager: boolean;
  /** Open or accepted invitations of the centre (managers only). */
  invitations: Invitation[];
  tariff590: boolean;
}

export function setupChecklist({ completeness, centre, user, manager, invitations, tariff590 }: ChecklistInput): ChecklistItem[] {
  const ownProvider = centre.CentreProvider?.find((p) => p.user_fk === user.user_id);
  const items: ChecklistItem[] = [
    { key: 'account', done: completeness.user, to: '/settings/account' },
    { key: 'address', done: completeness.centre, to: tariff590 ? '/tariff590/addresses' : '/settings/business-info' },
  ];
  if (ownProvider) {
    items.push({
      key: 'zsr',
      done: completeness.centreProvider,
      to: tariff590 ? '/tariff590/profile' : `/settings/clinic-therapist/${encodeURIComponent(ownProvider.centreProvider_id)}`,
    });
  }
  if (manager) {
    const reachable = Boolean(centre.primaryEmail?.address || centre.contactNumber?.number);
    items.push({ key: 'businessInfo', done: Boolean(centre.name.trim()) && reachable && centre.openingHours.length > 0, to: '/settings/business-info' });
    const invited = (centre.CentreProvider?.length ?? 0) > 1 || invitations.some((i) => i.status !== 'CANCELLED');
    items.push({ key: 'inviteTherapists', done: invited, to: '/settings/clinic-therapists' });
  }
  return items;
}
