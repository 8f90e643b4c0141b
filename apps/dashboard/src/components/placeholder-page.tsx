import { useI18n } from '../i18n/i18n.tsx';
import type { NavKey } from '../routes.ts';
import { PageHeader } from './page-title.tsx';

/** A page still to be built: its heading and a line saying so. */
export function PlaceholderPage({ nav }: { nav: NavKey }) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t.dashboard.nav[nav]} />
      <p className="muted">{t.dashboard.comingSoon}</p>
    </>
  );
}
