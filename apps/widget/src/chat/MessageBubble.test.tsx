import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessage } from './chat-message.ts';
import { MessageList } from './MessageList.tsx';

// jsdom has no matchMedia: the page's motion preference is given per test.
const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  }));

afterEach(() => vi.unstubAllGlobals());

describe('chat bubbles (docs/product/doctor-chat.md, state-machines.md#chat-flows)', () => {
  it('types a bot reply one character per 10 ms, whole to screen readers from the start', async () => {
    reducedMotion(false);
    const reply = chatMessage('bot', 'Recovery takes about two weeks.');
    const { container } = render(<MessageList messages={[reply]} persona="Dr. Rivera" />);
    const typed = () => container.querySelector('.al-chat-bubble__text')?.textContent ?? '';
    expect(typed().length).toBeLessThan(reply.content.length);
    expect(screen.getByRole('log')).toHaveTextContent(`Dr. Rivera: ${reply.content}`);
    await vi.waitFor(() => expect(typed()).toBe(reply.content));
  });

  it('shows the whole reply at once when reduced motion is asked for', () => {
    reducedMotion(true);
    const reply = chatMessage('bot', 'Recovery takes about two weeks.');
    const { container } = render(<MessageList messages={[reply]} persona="Dr. Rivera" />);
    expect(container.querySelector('.al-chat-bubble__text')).toHaveTextContent(reply.content);
  });

  it('renders a reply holding markup as text, never as HTML', () => {
    reducedMotion(true);
    const reply = chatMessage('bot', '<img src=x onerror="alert(1)"><b>bold</b>');
    const { container } = render(<MessageList messages={[reply]} persona="Dr. Rivera" />);
    expect(container.querySelector('.al-chat-bubble img, .al-chat-bubble b')).toBeNull();
    expect(container.querySelector('.al-chat-bubble__text')).toHaveTextContent(reply.content);
  });
});
