import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { translator } from '../i18n/i18n.ts';
import { Button } from './Button.tsx';

describe('Button (themed pill, docs/product/state-machines.md#lead-forms)', () => {
  it('clicks when enabled', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>{translator('en')('shell.continue')}</Button>);
    await userEvent.click(screen.getByRole('button', { name: translator('en')('shell.continue') }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is not clickable when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        {translator('en')('shell.continue')}
      </Button>,
    );
    const button = screen.getByRole('button', { name: translator('en')('shell.continue') });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('loading: not clickable, busy, the small spinner replaces the text, the name stays', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        {translator('en')('shell.continue')}
      </Button>,
    );
    const button = screen.getByRole('button', { name: translator('en')('shell.continue') });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveClass('al-button--loading');
    expect(container.querySelector('.al-spinner--small')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows no spinner when idle', () => {
    const { container } = render(<Button>{translator('en')('shell.continue')}</Button>);
    expect(container.querySelector('.al-spinner')).not.toBeInTheDocument();
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
  });

  it('defaults to type="button" so it never submits a form by accident', () => {
    render(<Button>{translator('en')('shell.continue')}</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });
});
