import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { usePageTitle } from '../components/page-title.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { HOME_PATH } from '../routes.ts';

/** A path of the dashboard that is no page. */
export function NotFound() {
  const { t } = useI18n();
  usePageTitle(t.dashboard.notFound);
  return (
    <main id="main" className="public-main">
      <div className="card">
        <h1>{t.dashboard.notFound}</h1>
        <p>
          <Link to={HOME_PATH}>{t.dashboard.backToLeads}</Link>
        </p>
      </div>
    </main>
  );
}

/** A page that failed to load or render (e.g. its code after a new release). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useI18n();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main id="main" className="public-main">
      <div className="card notice-error" role="alert">
        <h1>{t.dashboard.loadFailed}</h1>
        <p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t.dashboard.retry}
          </button>
        </p>
      </div>
    </main>
  );
}
