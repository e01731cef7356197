import type { BaseTranslation } from '../../i18n-types';

// The installable app's own words (apps/web/src/features/install): loaded only where they show.
const en_pwa = {
	installHint: {
		label: 'Install the app',
		// Safari has no install button: the buyer is told where the browser keeps it.
		text: 'Add this store to your Home Screen: tap Share, then “Add to Home Screen”.',
		dismiss: 'Close',
	},
} satisfies BaseTranslation;

export default en_pwa;
