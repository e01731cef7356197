import { loadLocaleAsync } from '@wholesale/i18n';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { findRoute } from './lib/routeMatch';
import { notFoundRoute, routes } from './app/routes';
import { initialLocale } from './features/locale/initialLocale';
import './styles.css';

const locale = initialLocale();
document.documentElement.lang = locale;

// Start the current page's code and the dictionary together, so they download in parallel.
const found = findRoute(routes, window.location.pathname);
const current = found?.route ?? notFoundRoute;
void current.load();
current.prefetch?.(found?.params ?? {});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

void loadLocaleAsync(locale).then(() => {
  createRoot(root).render(<App locale={locale} />);
});
