import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import './chat.css';
import type { ChatMessage } from './chat-message.ts';
import { MessageBubble } from './MessageBubble.tsx';

interface MessageListProps {
  readonly messages: readonly ChatMessage[];
  readonly persona: string;
  readonly onShown?: (id: string) => void;
  /** What follows the last bubble: the responding indicator, suggestions, a form. */
  readonly children?: ReactNode;
}

/**
 * The conversation, newest at the bottom, kept scrolled to the end as bubbles and
 * their typing grow. A live log, so a new message is read out once.
 */
export function MessageList({ messages, persona, onShown, children }: MessageListProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement | null>(null);
  const list = useRef<HTMLOListElement | null>(null);

  useEffect(() => {
    const target = list.current;
    if (!target || typeof ResizeObserver !== 'function') return;
    const follow = new ResizeObserver(() => end.current?.scrollIntoView?.({ block: 'end' }));
    follow.observe(target);
    return () => follow.disconnect();
  }, []);
  useEffect(() => {
    if (messages.length > 0 || children) end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, children]);

  return (
    <div className="al-chat-log">
      <div role="log" aria-live="polite" aria-label={t('chatScreen.conversation', { persona })}>
        <ol ref={list} className="al-chat-log__list">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} persona={persona} onShown={onShown} />
          ))}
        </ol>
      </div>
      {children}
      <div ref={end} />
    </div>
  );
}
