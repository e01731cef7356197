import { useI18nContext } from '@wholesale/i18n';
import { useState } from 'react';
import { toast } from '../../../ui/toastStore';
import { useReportFailure } from '../access';
import { useApplyItem, useItemChanges, type AdminItem } from './queries';

/**
 * Show/hide (catalogue spec §4): sends only `show`; the badge then shows what the server answered,
 * with the spec's toasts ('Item Updated'; 'Update Failed - Failed to update product').
 */
export function useVisibility(): { toggle: (item: AdminItem) => Promise<void>; running: ReadonlySet<number> } {
  const { LL, locale } = useI18nContext();
  const T = LL.admin.items.toast;
  const report = useReportFailure();
  const applyItem = useApplyItem();
  const { updateItem } = useItemChanges();
  const [running, setRunning] = useState<ReadonlySet<number>>(new Set());

  const mark = (id: number, on: boolean) =>
    setRunning((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function toggle(item: AdminItem) {
    if (running.has(item.id)) return;
    mark(item.id, true);
    try {
      const saved = await updateItem(item.id, { show: !item.show });
      applyItem(saved);
      const name = (locale === 'ko' ? saved.name_ko : saved.name) || saved.name;
      toast({
        title: T.updated(),
        text: saved.show ? T.shownText({ name }) : T.hiddenText({ name }),
        variant: 'success',
      });
    } catch (err) {
      report(err);
      toast({ title: T.updateFailed(), text: T.updateFailedText(), variant: 'error' });
    } finally {
      mark(item.id, false);
    }
  }

  return { toggle, running };
}
