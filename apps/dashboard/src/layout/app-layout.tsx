import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { api } from '../api/staff-client.ts';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { WebhookFailingBanner } from '../components/webhook-failing-banner.tsx';
import { fill, useI18n } from '../i18n/i18n.tsx';
import { SIGN_IN_PATH, SIGNED_IN_ROUTES } from '../routes.ts';
import { useForgetSession, useMe } from '../session/session.tsx';

/**
 * The signed-in frame: the clinic's name, the navigation (owner-only pages for owners),
 * who is signed in and their role, the language switch and sign-out. On a narrow
 * screen the navigation folds behind a Menu button.
 */
export function AppLayout() {
  const { t } = useI18n();
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const forget = useForgetSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const isOwner = me.user.role === 'owner';

  // A page opened from the menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const signOut = useMutation({
    mutationFn: () => api.signOut(),
    onSettled: async () => {
      // Away from the signed-in pages first, so they do not ask to come back after sign-in.
      await navigate(SIGN_IN_PATH, { replace: true });
      forget();
    },
  });

  const items = SIGNED_IN_ROUTES.filter((route) => route.nav && (isOwner || !route.ownerOnly));

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t.dashboard.skipToContent}
      </a>
      <header className="topbar">
        <Brand name={me.clinic.name} />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="dashboard-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? t.dashboard.closeMenu : t.dashboard.openMenu}
        </button>
      </header>
      <nav
        id="dashboard-nav"
        className="sidebar"
        data-open={menuOpen}
        aria-label={t.dashboard.mainNavigation}
      >
        <ul className="plain-list nav-list">
          {items.map((route) =>
            route.nav ? (
              <li key={route.path}>
                <NavLink to={`/${route.path}`} className="nav-link">
                  {t.dashboard.nav[route.nav]}
                </NavLink>
              </li>
            ) : null,
          )}
        </ul>
        <div className="account">
          <p className="account-email">{fill(t.dashboard.signedInAs, { email: me.user.email })}</p>
          <p>
            <span className="role-badge" data-role={me.user.role}>
              {t.dashboard.roles[me.user.role]}
            </span>
          </p>
          <LanguageSwitch />
          <button
            type="button"
            className="button button-quiet"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            {t.dashboard.signOut}
          </button>
        </div>
      </nav>
      <main id="main" tabIndex={-1} className="content" aria-label={t.dashboard.appName}>
        <WebhookFailingBanner isOwner={isOwner} />
        <Outlet />
      </main>
      {/* A page opened starts at its top; Back returns to where the page was scrolled. */}
      <ScrollRestoration />
    </div>
  );
}

/** The frame of the pages for people not signed in: brand, language, one card. */
/** The mark and a name beside it: the clinic's once signed in, the product's before. */
function Brand({ name }: { readonly name: string }) {
  return (
    <span className="brand">
      <span className="brand-mark" aria-hidden="true">
        A
      </span>
      <span className="brand-text">{name}</span>
    </span>
  );
}

export function PublicLayout({ children }: { children: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="public-shell">
      <header className="public-header">
        <Brand name={t.dashboard.appName} />
        <LanguageSwitch />
      </header>
      <main id="main" className="public-main">
        <div className="card auth-card">{children}</div>
      </main>
    </div>
  );
}
