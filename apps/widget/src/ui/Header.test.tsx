import { render, screen, within } from '@testing-library/react';
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

  it("§2.9 slim header: a tinted bar with the back button and the clinic logo, or the assistant's name as the heading", async () => {
    const onBack = vi.fn();
    const { unmount } = render(<SlimHeader clinic={clinic} onBack={onBack} />);
    const banner = screen.getByRole('banner');
    expect(banner).toHaveClass('al-header--slim');
    expect(within(banner).getByRole('img', { name: new RegExp(clinic.name) })).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: t('layout.back') }));
    expect(onBack).toHaveBeenCalledOnce();
    unmount();

    const name = t('chatScreen.defaultPersona', { clinic: clinic.name });
    render(<SlimHeader clinic={clinic} title={name} />);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('layout.back') })).not.toBeInTheDocument();
  });
});
