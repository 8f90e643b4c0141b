import type { ReactNode } from 'react';
import { PROVIDER } from '../config.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { ChevronLeftIcon } from './icons.tsx';
import './header.css';

/** What the header shows of the clinic (from clinic-info). */
export interface ClinicBrand {
  readonly name: string;
  readonly logoUrl: string | null;
  readonly websiteUrl: string | null;
}

interface HeaderProps {
  readonly clinic: ClinicBrand;
  readonly title?: ReactNode;
  readonly subtitle?: ReactNode;
  /** Shows the back button; omit on a flow's first screen. */
  readonly onBack?: () => void;
  readonly backDisabled?: boolean;
}

/** The header of a flow screen: back button, clinic logo, then the screen's title (docs/product/shared-screens.md). */
export function Header({ clinic, title, subtitle, onBack, backDisabled = false }: HeaderProps) {
  return (
    <header className="al-header">
      <div className="al-header__bar">
        {onBack ? <BackButton onBack={onBack} disabled={backDisabled} /> : <HeaderSpacer />}
        <ClinicLogo clinic={clinic} />
        <HeaderSpacer />
      </div>
      {title ? (
        <div className="al-header__titles">
          <h1 className="al-header__title">{title}</h1>
          {subtitle ? <p className="al-header__subtitle">{subtitle}</p> : null}
        </div>
      ) : null}
    </header>
  );
}

interface SlimHeaderProps {
  readonly clinic: ClinicBrand;
  readonly onBack?: () => void;
  readonly backDisabled?: boolean;
  /** The screen's heading in place of the logo: the assistant's name, '<clinic name> AI' unless the clinic names it. */
  readonly title?: string;
}

/**
 * The slim header of the chat screens (docs/product/shared-screens.md): a tinted bar with the
 * back button and either the clinic logo or the assistant's name.
 */
export function SlimHeader({ clinic, onBack, backDisabled = false, title }: SlimHeaderProps) {
  return (
    <header className="al-header al-header--slim">
      <div className="al-header__bar">
        {onBack ? <BackButton onBack={onBack} disabled={backDisabled} /> : <HeaderSpacer />}
        {title ? <h1 className="al-header__slim-name">{title}</h1> : <ClinicLogo clinic={clinic} />}
        <HeaderSpacer />
      </div>
    </header>
  );
}

function BackButton({ onBack, disabled }: { onBack: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="al-icon-button"
      onClick={onBack}
      disabled={disabled}
      aria-label={t('layout.back')}
    >
      <ChevronLeftIcon width={22} height={22} />
    </button>
  );
}

const HeaderSpacer = () => <span className="al-header__spacer" aria-hidden="true" />;

/**
 * The clinic's logo (or its name), linking to the clinic's website in a new tab.
 * docs/product/shared-screens.md has the same click always open the provider's site as well; browsers allow the
 * second tab because it opens within the same click. Without a clinic website the
 * link goes to the provider only.
 */
export function ClinicLogo({ clinic }: { clinic: ClinicBrand }) {
  const { t } = useTranslation();
  const href = clinic.websiteUrl ?? PROVIDER.url;
  const openProviderToo = () => {
    if (!clinic.websiteUrl) return;
    window.open(PROVIDER.url, '_blank', 'noopener,noreferrer');
  };
  return (
    <a
      className="al-header__logo"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={openProviderToo}
      title={t('layout.clinicSite', { clinic: clinic.name })}
    >
      {clinic.logoUrl ? (
        <img
          className="al-header__logo-image"
          src={clinic.logoUrl}
          alt={t('layout.clinicLogo', { clinic: clinic.name })}
          decoding="async"
        />
      ) : (
        <span className="al-header__logo-name">{clinic.name}</span>
      )}
      <span className="al-visually-hidden"> ({t('layout.opensInNewTab')})</span>
    </a>
  );
}
