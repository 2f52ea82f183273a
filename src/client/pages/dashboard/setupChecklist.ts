/** The setup checklist of the dashboard (wording §2 tutorial steps), from the completeness call and the centre. */
import type { Centre, PracticeSetup, User } from '../../../shared/api/contracts';
import type { Completeness } from '../../../shared/api/centres';

export type { Completeness };

/** The profile steps, then what the practice needs to run (issue 13). */
export type ChecklistKey = 'account' | 'address' | 'zsr' | keyof PracticeSetup;

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
  tariff590: boolean;
}

/** Where each practice step is done. */
const SETUP_PAGES: Record<keyof PracticeSetup, string> = {
  workingHours: '/settings/business-info',
  bookableService: '/settings/clinic-service-list',
  onlineBooking: '/settings/online-presence',
  paymentDetails: '/finances/checkout-types',
  client: '/clients/clientlist',
};

export function setupChecklist({ completeness, centre, user, manager, tariff590 }: ChecklistInput): ChecklistItem[] {
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
    for (const key of Object.keys(SETUP_PAGES) as (keyof PracticeSetup)[]) items.push({ key, done: completeness.setup[key], to: SETUP_PAGES[key] });
  }
  return items;
}
