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

// Issue 30: the after image carries its 'SIMULATION' pill in its own pixels, which a
// close-up crops. The stage marks the after side itself, in its corner, at any zoom.
describe('the simulation mark on the after side', () => {
  it("sits in the after side's clip at the stage's corner, outside the zoomed photo: no close-up crops it", () => {
    // A close-up: the photo's box far larger than the stage and moved off to its left.
    const closeUp = { left: '-900px', top: '-700px', width: '2900px', height: '2900px' };
    render(
      <CompareSlider
        before={<img alt="before" />}
        after={<img alt="after" />}
        photoStyle={closeUp}
        grabFromDividerOnly
      />,
    );
    const marks = screen.getAllByText(t('result.simulationMark'));
    expect(marks).toHaveLength(1);
    const mark = marks[0] as HTMLElement;
    const after = screen.getByAltText('after');
    const afterLayer = mark.parentElement as HTMLElement;
    // Clipped with the after image: shown exactly where the after side is, …
    expect(afterLayer.contains(after)).toBe(true);
    expect(afterLayer.style.clipPath).toBe('inset(0px 0px 0px 50%)');
    expect(mark).toHaveClass('al-compare__mark');
    // … but not inside the photo's box the zoom moves and scales, nor on the before side.
    const photo = after.closest('.al-compare__photo') as HTMLElement;
    expect(photo).toHaveStyle(closeUp);
    expect(photo.contains(mark)).toBe(false);
    expect(screen.getByAltText('before').closest('.al-compare__layer')?.contains(mark)).toBe(false);
    // The divider all the way (all of the after image): the mark is still there.
    const divider = screen.getByRole('slider', { name: t('result.dividerLabel') });
    fireEvent.keyDown(divider, { key: 'End' });
    expect(afterLayer.style.clipPath).toBe('inset(0px 0px 0px 0%)');
    expect(afterLayer.contains(mark)).toBe(true);
  });
});
