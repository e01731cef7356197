import { useI18nContext } from '@wholesale/i18n';

/**
 * In place of the buying controls for a viewer (product page, cart, checkout): who can order, said
 * before they try, since the server refuses a viewer's order only at PLACE YOUR ORDER.
 */
export function OnlyOrderers() {
  const { LL } = useI18nContext();
  return (
    <p className="note only-orderers" role="note" data-testid="only-orderers">
      {LL.common.onlyOrderers()}
    </p>
  );
}
