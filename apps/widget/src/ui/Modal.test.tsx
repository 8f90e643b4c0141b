import { THEME_DEFAULTS } from '@afterlook/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../i18n/i18n.ts';
import { MODAL_CONTAINER_ID, Modal } from './Modal.tsx';

function ModalHarness({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} label="Details">
        <input aria-label="Name" />
        <button type="button">Submit</button>
      </Modal>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Modal (docs/product/shared-screens.md, state-machines.md#lead-forms)', () => {
  it('is not rendered while closed', () => {
    render(<ModalHarness />);
    expect(document.getElementById(MODAL_CONTAINER_ID)).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens in the overlay 'onboarding-advertise-v4__modal-container' at z-index 1000", async () => {
    render(<ModalHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const overlay = document.getElementById(MODAL_CONTAINER_ID);
    expect(MODAL_CONTAINER_ID).toBe('onboarding-advertise-v4__modal-container');
    expect(overlay).toBeInTheDocument();
    expect(overlay).toHaveStyle({ zIndex: String(THEME_DEFAULTS.overlayZIndex) });
    expect(THEME_DEFAULTS.overlayZIndex).toBe(1000);
    expect(screen.getByRole('dialog', { name: 'Details' })).toHaveAttribute('aria-modal', 'true');
  });

  it('fades in after 50 ms', () => {
    vi.useFakeTimers();
    render(<ModalHarness initiallyOpen />);
    const overlay = document.getElementById(MODAL_CONTAINER_ID);
    expect(overlay).not.toHaveClass('al-modal--visible');
    act(() => {
      vi.advanceTimersByTime(THEME_DEFAULTS.modalFadeMs - 1);
    });
    expect(overlay).not.toHaveClass('al-modal--visible');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(overlay).toHaveClass('al-modal--visible');
  });

  it('Escape closes it and focus returns to the opener', async () => {
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    expect(
      screen.getByRole('button', { name: translator('en')('layout.closeModal') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('the close button closes it', async () => {
    render(<ModalHarness initiallyOpen />);
    await userEvent.click(
      screen.getByRole('button', { name: translator('en')('layout.closeModal') }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Tab keeps focus inside the dialog', async () => {
    render(<ModalHarness initiallyOpen />);
    const close = screen.getByRole('button', { name: translator('en')('layout.closeModal') });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.tab();
    expect(submit).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(submit).toHaveFocus();
  });
});
