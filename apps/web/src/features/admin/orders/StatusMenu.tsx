import { useI18nContext } from '@wholesale/i18n';
import { ADMIN_ORDER_STATUSES } from '@wholesale/rules';
import { useId } from 'react';
import { isAdminStatus, type AdminStatus } from './helpers';
import { statusLabel } from './status';

/** The status menu: the six statuses an admin may set (an other current status shown, not offered). */
export function StatusMenu({
  order,
  busy,
  onChange,
}: {
  order: { id: number; order_number: string; order_status: string };
  busy: boolean;
  onChange: (s: AdminStatus) => void;
}) {
  const { LL } = useI18nContext();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {LL.admin.orders.statusFor({ number: order.order_number })}
      </label>
      <select
        id={id}
        className="admin-select"
        value={order.order_status}
        disabled={busy}
        aria-busy={busy}
        onChange={(e) => {
          const s = e.target.value;
          if (isAdminStatus(s) && s !== order.order_status) onChange(s);
        }}
      >
        {!isAdminStatus(order.order_status) && (
          <option value={order.order_status} disabled>
            {statusLabel(LL, order.order_status)}
          </option>
        )}
        {ADMIN_ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(LL, s)}
          </option>
        ))}
      </select>
    </>
  );
}
