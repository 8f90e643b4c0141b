import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadError, Loading } from '../components/status.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { HOME_PATH, SIGN_IN_PATH } from '../routes.ts';
import { useSession } from './session.tsx';

/** The query parameter that brings a member back where they were after signing in. */
export const NEXT_PARAM = 'next';

/** A path of this app only (never another site): '/leads?status=new'. */
export const safeNext = (value: string | null): string =>
  value?.startsWith('/') && !value.startsWith('//') ? value : HOME_PATH;

/** The signed-in pages: anyone else goes to sign-in, and comes back after it. */
export function RequireSignIn() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Loading />;
  if (session.isError) return <LoadError error={session.error} onRetry={() => session.refetch()} />;
  if (!session.data) {
    const next = `${location.pathname}${location.search}`;
    const search =
      next === '/' || next === HOME_PATH ? '' : `?${NEXT_PARAM}=${encodeURIComponent(next)}`;
    return <Navigate to={`${SIGN_IN_PATH}${search}`} replace />;
  }
  return <Outlet />;
}

/** An owner-only page: others see why they cannot open it. */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const { t } = useI18n();
  if (session.data?.user.role !== 'owner') {
    return (
      <div className="notice" role="alert">
        <p>{t.dashboard.forbidden}</p>
      </div>
    );
  }
  return children;
}
