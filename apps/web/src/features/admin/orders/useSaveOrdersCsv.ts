import { useI18nContext } from '@wholesale/i18n';
import { toast } from '../../../ui/toastStore';
import { saveBlob } from '../files';
import { exportOrdersCsv } from '../queries';
import { useFailureToast } from '../useFailureToast';

/**
 * Orders as a CSV file: the server's export of `filter` (or of chosen ids) saved under the name
 * `fileName` gives, and toasted: the file's name, or why it failed. The list's export and the
 * selection's both save this way.
 */
export function useSaveOrdersCsv() {
  const { LL } = useI18nContext();
  const O = LL.admin.orders;
  const toastFailure = useFailureToast();
  return async (
    filter: Parameters<typeof exportOrdersCsv>[0],
    kind: Parameters<typeof exportOrdersCsv>[1],
    fileName: () => string,
  ) => {
    try {
      const csv = await exportOrdersCsv(filter, kind);
      const file = fileName();
      saveBlob(csv, file);
      toast({ title: O.exported(), text: O.exportedText({ file }), variant: 'success' });
    } catch (err) {
      toastFailure(err, O.exportFailed());
    }
  };
}
