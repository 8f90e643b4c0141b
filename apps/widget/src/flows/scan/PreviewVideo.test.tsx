import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../i18n/i18n.ts';
import { PreviewVideo } from './PreviewVideo.tsx';

const t = translator('en');
const label = t('scanScreens.capture.previewAlt', { procedure: 'BBL' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/onboarding-scan preview video', () => {
  it('plays our own clip muted, looped and inline, with the before as its poster', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const { container } = render(<PreviewVideo procedure="BBL" onUnavailable={() => {}} />);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('aria-label', label);
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', '/scan-assets/preview/BBL.jpg');
    const sources = [...video.querySelectorAll('source')].map((source) => [
      source.getAttribute('src'),
      source.getAttribute('type'),
    ]);
    expect(sources).toEqual([
      ['/scan-assets/preview/BBL.webm', 'video/webm'],
      ['/scan-assets/preview/BBL.mp4', 'video/mp4'],
    ]);
    return vi.waitFor(() => expect(play).toHaveBeenCalled());
  });

  it('pauses and resumes from its button', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    render(<PreviewVideo procedure="BBL" onUnavailable={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: t('onboardingScan.pausePreview') }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: t('onboardingScan.playPreview') })).toBeVisible();
  });

  it('starts paused when the patient asks for reduced motion', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    try {
      render(<PreviewVideo procedure="BBL" onUnavailable={() => {}} />);
      expect(screen.getByRole('button', { name: t('onboardingScan.playPreview') })).toBeVisible();
      expect(play).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says so when no encoding can be loaded', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const onUnavailable = vi.fn();
    const { container } = render(<PreviewVideo procedure="BBL" onUnavailable={onUnavailable} />);
    const mp4 = container.querySelector('source[type="video/mp4"]') as HTMLSourceElement;
    fireEvent.error(mp4);
    expect(onUnavailable).toHaveBeenCalledOnce();
  });
});
