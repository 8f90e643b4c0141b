import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import './chat.css';
import type { ChatMessage } from './chat-message.ts';
import { MessageBubble } from './MessageBubble.tsx';
import { useFollowLatest } from './use-follow-latest.ts';

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
  const { list, end } = useFollowLatest<HTMLOListElement>(
    [messages.length, children],
    messages.length > 0 || Boolean(children),
  );

  return (
    <div className="al-chat-log">
      <div role="log" aria-live="polite" aria-label={t('chatScreen.conversation', { persona })}>
        <ol ref={list} className="al-plain-list al-chat-log__list">
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
