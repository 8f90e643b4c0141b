import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n.tsx';

/** Sets the tab's title: '<page> · AfterLook dashboard'. */
export function usePageTitle(page: string): void {
  const { t } = useI18n();
  useEffect(() => {
    document.title = `${page} · ${t.dashboard.appName}`;
  }, [page, t]);
}

/** A page's heading (its one h1), which also names the tab. */
export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  usePageTitle(title);
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {children ? <div className="page-actions">{children}</div> : null}
    </header>
  );
}
