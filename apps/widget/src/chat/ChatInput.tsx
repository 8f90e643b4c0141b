import { type FormEvent, type KeyboardEvent, type ReactNode, useState } from 'react';
import { AUTO_FOCUS_ATTRIBUTE } from '../host/use-host-messages.ts';
import { useTranslation } from '../i18n/i18n.ts';
import './chat.css';
import { SendIcon } from '../ui/icons.tsx';

interface ChatInputProps {
  readonly persona: string;
  /** Called with the trimmed text; empty or whitespace-only text is never sent (docs/product/validation.md). */
  readonly onSend: (text: string) => void;
  /** While true the text can be typed but not sent (a reply or an upload is on its way). */
  readonly busy?: boolean;
  /** Before the text box: the attach button. */
  readonly leading?: ReactNode;
  /** Above the row: an attached image's preview. */
  readonly preview?: ReactNode;
  /** A typed answer's own hint and keyboard (a phone, an age) instead of ask-anything. */
  readonly field?: ChatInputField;
}

export interface ChatInputField {
  readonly placeholder: string;
  readonly inputMode: 'text' | 'tel' | 'numeric' | 'decimal';
  readonly autoComplete: string;
}

/**
 * The chat's text box: the ask-anything placeholder naming the persona, Enter sends
 * non-empty text, Shift+Enter does not. The host's auto-focus message focuses it
 * (AUTO_FOCUS_ATTRIBUTE).
 */
export function ChatInput({
  persona,
  onSend,
  busy = false,
  leading,
  preview,
  field,
}: ChatInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const canSend = !busy && text.trim() !== '';

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className="al-chat-input" onSubmit={onSubmit}>
      {preview}
      <div className="al-chat-input__row">
        {leading}
        <input
          {...{ [AUTO_FOCUS_ATTRIBUTE]: '' }}
          className="al-chat-input__text"
          type="text"
          name="message"
          autoComplete={field?.autoComplete ?? 'off'}
          inputMode={field?.inputMode ?? 'text'}
          enterKeyHint="send"
          maxLength={5000}
          value={text}
          placeholder={field?.placeholder ?? t('chatScreen.placeholder', { persona })}
          aria-label={t('chatScreen.inputLabel', { persona })}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="al-chat-input__send"
          disabled={!canSend}
          aria-label={t('chatScreen.send')}
        >
          <SendIcon />
        </button>
      </div>
    </form>
  );
}
