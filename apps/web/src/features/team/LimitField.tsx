import { useI18nContext } from '@wholesale/i18n';
import type { Ref } from 'react';
import { TextField } from '../account/Field';
import { useWords } from './words';

/** An orderer's order limit in dollars (optional: none means no limit), as the invite form and the member editor ask it. */
export function LimitField({
  value,
  onValue,
  error,
  inputRef,
}: {
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}) {
  const { LL } = useI18nContext();
  const W = useWords();
  return (
    <TextField
      label={LL.account.team.limitField()}
      name="order_limit"
      inputMode="decimal"
      autoComplete="off"
      optional
      value={value}
      onValue={onValue}
      hint={W.limitHint()}
      error={error}
      inputRef={inputRef}
    />
  );
}
