import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AUTO_FOCUS_ATTRIBUTE } from '../host/use-host-messages.ts';
import { translator } from '../i18n/i18n.ts';
import { ChatInput } from './ChatInput.tsx';

const t = translator('en');
const box = () =>
  screen.getByRole('textbox', { name: t('chatScreen.inputLabel', { persona: 'Dr. Rivera' }) });

describe('chat input (docs/product/doctor-chat.md, validation.md)', () => {
  it('shows the ask-anything placeholder naming the persona and is the auto-focus target', () => {
    render(<ChatInput persona="Dr. Rivera" onSend={() => {}} />);
    expect(box()).toHaveAttribute('placeholder', 'Ask Dr. Rivera anything...');
    expect(box()).toHaveAttribute(AUTO_FOCUS_ATTRIBUTE);
  });

  it('Enter sends the trimmed text and clears the box', async () => {
    const onSend = vi.fn();
    render(<ChatInput persona="Dr. Rivera" onSend={onSend} />);
    await userEvent.type(box(), '  How long is recovery?  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('How long is recovery?');
    expect(box()).toHaveValue('');
  });

  it('ignores empty or whitespace-only text', async () => {
    const onSend = vi.fn();
    render(<ChatInput persona="Dr. Rivera" onSend={onSend} />);
    await userEvent.type(box(), '{Enter}   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: t('chatScreen.send') })).toBeDisabled();
  });

  it('keeps the text while a reply is on its way', async () => {
    const onSend = vi.fn();
    render(<ChatInput persona="Dr. Rivera" onSend={onSend} busy />);
    await userEvent.type(box(), 'Next question{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(box()).toHaveValue('Next question');
  });
});
