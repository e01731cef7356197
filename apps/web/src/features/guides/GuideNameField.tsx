import { useI18nContext } from '@wholesale/i18n';
import { ORDER_GUIDE_NAME_MAX } from '@wholesale/rules';
import { useState, type FormEvent } from 'react';
import { guideFailure } from './queries';

/**
 * A guide's name being typed and sent (a new guide, a rename): `send` runs once at a time (not
 * while `busy`), and a refusal is said under the field in the guide's words.
 */
export function useGuideNameForm(initial: string, busy: boolean, send: (name: string) => Promise<void>) {
  const { LL, locale } = useI18nContext();
  const [name, setName] = useState(initial);
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setRefusal(null);
    try {
      await send(name);
    } catch (err) {
      setRefusal(guideFailure(LL, locale, err));
    }
  };
  return { name, setName, refusal, submit };
}

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
