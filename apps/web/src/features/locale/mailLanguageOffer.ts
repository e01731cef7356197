import { i18nObject, loadNamespaceAsync, type Locales } from '@wholesale/i18n';
import { loadApi } from '../../lib/api';
import { readStorage, writeStorage } from '../../lib/storage';
import { toast } from '../../ui/toastStore';
import { getAuthState } from '../auth-state/auth';

// A buyer who chooses the other language on screen is asked once, in that language, whether our
// e-mails should follow; yes changes the account's mail language (Edit Profile's field). Asked once
// per account and language (kept on the phone), and not at all when the mails already are in it.
// Loaded only when a language is chosen: nothing of it is in the first load.

const askedKey = (userId: number) => `mail-language-asked:${userId}`;

export async function offerMailLanguage(next: Locales): Promise<void> {
  const auth = getAuthState();
  if (auth.status !== 'signedIn' || auth.user.role !== 'buyer') return;
  const userId = auth.user.id;
  if (readStorage(askedKey(userId)) === next) return;
  const api = await loadApi();
  const profile = await api.account.profile.query({ userId }).catch(() => null);
  if (!profile || profile.locale === next) return;
  writeStorage(askedKey(userId), next);
  await loadNamespaceAsync(next, 'account');
  const A = i18nObject(next).account.profile;
  toast({
    title: A.mailFollowAsk(),
    text: A.mailFollowText(),
    durationMs: 10_000,
    action: {
      label: A.mailFollowYes(),
      onClick: () => {
        api.account.update
          .mutate({ userId, locale: next })
          .then(() => toast({ title: A.mailFollowDone(), variant: 'success' }))
          .catch(() => toast({ title: A.mailFollowFailed(), variant: 'error' }));
      },
    },
  });
}
