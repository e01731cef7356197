import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useI18nContext } from '@wholesale/i18n';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { fieldErrorTexts } from '../../../lib/serverErrorText';
import { trpc } from '../../../lib/trpc';
import { toast } from '../../../ui/toastStore';
import { readFailure } from '../../../lib/failure';
import { useReportFailure } from '../access';
import { adminFailureText } from '../notify';
import { usePricesChanged, type PriceList } from './queries';
import { checkRows, isChanged, rowErrorsFromFields, rowsOf, updateRow, type PriceRow, type RowProblem } from './rows';
import { checkName, NAME_MAX } from './values';

export type Field = 'price' | 'min_quantity';
export type RowMessages = Record<string, Partial<Record<Field, string>>>;

/**
 * A price list as the editor changes it: its name and rows as typed, their messages, and Save and
 * Discard. It starts from the saved list, and again whenever the server's copy changes (a save, an
 * import, Refresh Data bringing someone else's change).
 */
export function useListDraft(list: PriceList) {
  const { LL, locale } = useI18nContext();
  const E = LL.admin.priceLists.editor;
  const queryClient = useQueryClient();
  const report = useReportFailure();
  const pricesChanged = usePricesChanged();
  const { mutateAsync: updateList } = useMutation(trpc.admin.prices.updateList.mutationOptions());

  const [savedAt, setSavedAt] = useState(list.updated_at);
  const [name, setName] = useState(list.name);
  const [rows, setRows] = useState<PriceRow[]>(() => rowsOf(list.prices));
  const [problems, setProblems] = useState<RowMessages>({});
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (savedAt !== list.updated_at) {
    setSavedAt(list.updated_at);
    setName(list.name);
    setRows(rowsOf(list.prices));
    setProblems({});
    setNameError(null);
    setFormError(null);
  }

  const dirty = isChanged(name, rows, list);
  const base = useId();
  const ids = {
    title: `${base}-title`,
    name: `${base}-name`,
    nameError: `${base}-name-error`,
    prices: `${base}-prices`,
    status: `${base}-status`,
    formError: `${base}-form-error`,
  };
  const fieldId = (key: string, field: Field) => `${base}-${key}-${field}`;
  // The field to focus after the next render (a new row's price, a new tier's quantity).
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    document.getElementById(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  // Leaving the page (reload, another site) with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const problemText = (p: RowProblem | undefined): string | undefined => (p ? E.errors[p]() : undefined);

  function rename(value: string) {
    setName(value);
    setNameError(null);
  }

  function edit(key: string, patch: Partial<Pick<PriceRow, 'min_quantity' | 'price'>>) {
    setRows((r) => updateRow(r, key, patch));
    // A corrected field loses its message (the save checks everything again).
    const field: Field = 'price' in patch ? 'price' : 'min_quantity';
    setProblems((p) => (p[key]?.[field] ? { ...p, [key]: { ...p[key], [field]: undefined } } : p));
  }

  function save(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    setFormError(null);
    const checkedName = checkName(name);
    const checked = checkRows(rows);
    setNameError(checkedName === null ? E.errors.name({ max: NAME_MAX }) : null);
    if (!checked.ok) {
      const messages: RowMessages = {};
      for (const [key, p] of Object.entries(checked.problems))
        messages[key] = { price: problemText(p.price), min_quantity: problemText(p.min_quantity) };
      setProblems(messages);
      setFormError(E.invalid());
      document
        .getElementById(checkedName === null ? ids.name : fieldId(checked.first.key, checked.first.field))
        ?.focus();
      return;
    }
    setProblems({});
    if (checkedName === null) {
      setFormError(E.invalid());
      document.getElementById(ids.name)?.focus();
      return;
    }
    void send(checkedName, checked.prices);
  }

  async function send(checkedName: string, prices: { item_id: number; price: number; min_quantity: number }[]) {
    setSaving(true);
    const sent = rows;
    try {
      const answer = await updateList({ priceListId: list.id, name: checkedName, prices });
      queryClient.setQueryData(trpc.admin.prices.list.queryKey({ priceListId: list.id }), answer);
      pricesChanged();
      toast({
        title: E.saved(),
        text: E.savedText({ name: answer.name, count: answer.prices.length }),
        variant: 'success',
      });
    } catch (err) {
      report(err);
      const f = readFailure(err);
      const texts = fieldErrorTexts(LL, f.fields, locale);
      const byRow = rowErrorsFromFields(texts, sent);
      setProblems(byRow);
      if (texts.name) setNameError(texts.name);
      const message = adminFailureText(LL, err, locale);
      setFormError(E.refused({ message }));
      toast({ title: E.saveFailed(), text: message, variant: 'error' });
    } finally {
      setSaving(false);
    }
  }

  function discard() {
    setName(list.name);
    setRows(rowsOf(list.prices));
    setProblems({});
    setNameError(null);
    setFormError(null);
  }

  return {
    name,
    rename,
    rows,
    setRows,
    problems,
    nameError,
    formError,
    saving,
    dirty,
    ids,
    fieldId,
    setFocusNext,
    edit,
    save,
    discard,
  };
}
export type ListDraft = ReturnType<typeof useListDraft>;
