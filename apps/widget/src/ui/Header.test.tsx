import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROVIDER } from '../config.ts';
import { translator } from '../i18n/i18n.ts';
import { Header, SlimHeader } from './Header.tsx';

const t = translator('en');
const clinic = {
  name: 'Harbor Aesthetics',
  logoUrl: 'https://cdn.harbor.test/logo.png',
  websiteUrl: 'https://harbor.test',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Header (docs/product/shared-screens.md)', () => {
  it('shows the clinic logo, the title and a back button', async () => {
    const onBack = vi.fn();
    render(<Header clinic={clinic} title={t('area.title')} onBack={onBack} />);
    expect(
      screen.getByRole('img', { name: t('layout.clinicLogo', { clinic: clinic.name }) }),
    ).toHaveAttribute('src', clinic.logoUrl);
    expect(screen.getByRole('heading', { level: 1, name: t('area.title') })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('layout.back') }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("the logo opens the clinic's site in a new tab and the provider's site as well", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<Header clinic={clinic} />);
    const logo = screen.getByRole('link');
    expect(logo).toHaveAttribute('href', clinic.websiteUrl);
    expect(logo).toHaveAttribute('target', '_blank');
    expect(logo).toHaveAttribute('rel', 'noopener noreferrer');
    logo.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(logo);
    expect(open).toHaveBeenCalledWith(PROVIDER.url, '_blank', 'noopener,noreferrer');
  });

  it("without a clinic website the logo opens the provider's site only", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<Header clinic={{ ...clinic, websiteUrl: null, logoUrl: null }} />);
    const logo = screen.getByRole('link', { name: new RegExp(clinic.name) });
    expect(logo).toHaveAttribute('href', PROVIDER.url);
    logo.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(logo);
    expect(open).not.toHaveBeenCalled();
  });

  it('has no back button on a first screen', () => {
    render(<Header clinic={clinic} title={t('area.title')} />);
    expect(screen.queryByRole('button', { name: t('layout.back') })).not.toBeInTheDocument();
  });

  it("slim variant shows '<clinic name> AI'", () => {
    render(<SlimHeader clinic={clinic} show="name" onBack={() => {}} />);
    expect(screen.getByText(t('layout.clinicAi', { clinic: clinic.name }))).toBeInTheDocument();
  });
});
