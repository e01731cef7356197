import { useI18nContext } from '@wholesale/i18n';
import { ORDER_GUIDE_NAME_MAX } from '@wholesale/rules';

/** A guide's name as typed (a new guide's, a renamed one's), with the server's refusal under it. */
export function GuideNameField({
  id,
  value,
  refusal,
  onChange,
}: {
  id: string;
  value: string;
  refusal: string | null;
  onChange: (value: string) => void;
}) {
  const { LL } = useI18nContext();
  const G = LL.orderGuides;
  return (
    <div className={refusal ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{G.nameLabel()}</label>
      <input
        id={id}
        value={value}
        maxLength={ORDER_GUIDE_NAME_MAX}
        placeholder={G.namePlaceholder()}
        autoComplete="off"
        required
        aria-describedby={refusal ? `${id}-err` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {refusal && (
        <p id={`${id}-err`} className="field-error" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
