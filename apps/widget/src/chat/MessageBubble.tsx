import { useEffect } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { ChatText } from './ChatText.tsx';
import type { ChatMessage } from './chat-message.ts';
import { useTypingText } from './use-typing-text.ts';

interface MessageBubbleProps {
  readonly message: ChatMessage;
  /** Who the bot is ('Dr. Rivera'), named to screen readers. */
  readonly persona: string;
  /** Called once the reply is fully shown (at once when it is not typed). */
  readonly onShown?: (id: string) => void;
}

/**
 * One chat bubble: the patient's on the right, the bot's on the left, typed at 10 ms a
 * character. Screen readers get the whole text at once (the typing is decoration), with
 * who said it.
 */
export function MessageBubble({ message, persona, onShown }: MessageBubbleProps) {
  const { t } = useTranslation();
  const { shown, done } = useTypingText(message.content, message.typed);
  useEffect(() => {
    if (done) onShown?.(message.id);
  }, [done, onShown, message.id]);
  const author = message.sender === 'user' ? t('chatScreen.you') : persona;
  return (
    <li className={`al-chat-bubble al-chat-bubble--${message.sender}`}>
      <span className="al-visually-hidden">{`${author}: ${message.content}`}</span>
      {message.imageUrl ? (
        <img
          className="al-chat-bubble__image"
          src={message.imageUrl}
          alt={t('chatScreen.attachedImage')}
        />
      ) : null}
      {message.content ? (
        <div className="al-chat-bubble__text" aria-hidden="true">
          <ChatText text={done ? message.content : shown} />
        </div>
      ) : null}
      {done && message.source ? (
        <p className="al-chat-bubble__source">
          {t('chatScreen.source')}{' '}
          <a href={message.source.url} target="_blank" rel="noopener noreferrer">
            {`${message.source.publisher}: ${message.source.title}`}
          </a>
        </p>
      ) : null}
    </li>
  );
}
