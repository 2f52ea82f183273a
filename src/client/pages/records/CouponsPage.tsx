/** Coupons (wording §3 Coupon): the practice's discount codes, each edited in a dialog. */
import { FunctionField, useTranslate, type RaRecord } from 'react-admin';
import { useRecordResource } from '../../admin/recordResources';
import { formatDiscount } from './CouponDiscountWidget';
import { RecordDialogPage } from './RecordDialogPage';

export function CouponsPage() {
  const translate = useTranslate();
  const coupons = useRecordResource('coupon');
  const today = new Date().toISOString().slice(0, 10);
  const nextMonth = new Date(Date.now() + 31 * 86400e3).toISOString().slice(0, 10);
  return (
    <RecordDialogPage resource={coupons} title="menu.coupons" defaults={{ discountType: 'percent', active: true, startDate: today, expiryDate: nextMonth }}>
      <FunctionField source="discount" sortBy="discount" label={translate('records.coupon.discount')} render={(r: RaRecord) => formatDiscount(r as { discountType?: unknown; discount?: unknown })} />
      <FunctionField
        source="maxRedemptions"
        sortable={false}
        label={translate('records.coupon.maxRedemptions')}
        render={(r: RaRecord) => (typeof r.maxRedemptions === 'number' ? r.maxRedemptions : translate('coupons.unlimited'))}
      />
    </RecordDialogPage>
  );
}
