import { DIVIDER } from '@afterlook/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../i18n/i18n.ts';
import { CompareSlider } from './CompareSlider.tsx';

const t = translator('en');

afterEach(() => {
  vi.useRealTimers();
});

function renderSlider() {
  render(<CompareSlider before={<img alt="before" />} after={<img alt="after" />} />);
  const divider = screen.getByRole('slider', { name: t('result.dividerLabel') });
  const stage = divider.parentElement as HTMLElement;
  stage.getBoundingClientRect = () => ({
    left: 0,
    right: 200,
    width: 200,
    top: 0,
    bottom: 300,
    height: 300,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  return { divider, stage };
}

describe('before/after divider (docs/product/state-machines.md#lead-forms)', () => {
  it('drag to 70% after → release → snaps to 1 over 1 s', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const { divider, stage } = renderSlider();
    fireEvent.pointerDown(stage, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(stage, { clientX: 60, pointerId: 1 });
    expect(divider).toHaveAttribute('aria-valuenow', '70');
    fireEvent.pointerUp(stage, { clientX: 60, pointerId: 1 });
    act(() => vi.advanceTimersByTime(DIVIDER.snapAnimationMs / 2));
    const midway = Number(divider.getAttribute('aria-valuenow'));
    expect(midway).toBeGreaterThan(70);
    expect(midway).toBeLessThan(100);
    act(() => vi.advanceTimersByTime(DIVIDER.snapAnimationMs));
    expect(divider).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByText(t('result.before'))).not.toBeInTheDocument();
    expect(screen.getByText(t('result.after'))).toBeInTheDocument();
  });

  it('released at 50% or less → snaps to 0 (before only)', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const { divider, stage } = renderSlider();
    fireEvent.pointerDown(stage, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(stage, { clientX: 100, pointerId: 1 });
    act(() => vi.advanceTimersByTime(DIVIDER.snapAnimationMs + 50));
    expect(divider).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText(t('result.before'))).toBeInTheDocument();
    expect(screen.queryByText(t('result.after'))).not.toBeInTheDocument();
  });

  it('arrow keys move it by 5%', () => {
    const { divider } = renderSlider();
    fireEvent.keyDown(divider, { key: 'ArrowLeft' });
    expect(divider).toHaveAttribute('aria-valuenow', '55');
    fireEvent.keyDown(divider, { key: 'ArrowRight' });
    fireEvent.keyDown(divider, { key: 'ArrowRight' });
    expect(divider).toHaveAttribute('aria-valuenow', '45');
  });
});
