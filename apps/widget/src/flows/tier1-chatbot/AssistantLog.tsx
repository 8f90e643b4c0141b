import { type ReactNode, useState } from 'react';
import { MessageBubble } from '../../chat/MessageBubble.tsx';
import { useFollowLatest } from '../../chat/use-follow-latest.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import type { PhotoSource } from '../../photo/photo-source.ts';
import { useObjectUrl } from '../../photo/use-object-url.ts';
import { LazyFocusStage } from '../../result/LazyFocusStage.tsx';
import { useAfterAlt } from '../../result/use-after-alt.ts';
import { CompareSlider } from '../../ui/CompareSlider.tsx';
import type { AssistantMessage } from './assistant-messages.ts';
import { ChoiceCard } from './ChoiceCard.tsx';
import '../../chat/chat.css';
import './tier1-assistant.css';

interface AssistantLogProps {
  readonly messages: readonly AssistantMessage[];
  readonly persona: string;
  /** A bot text is fully typed (the quick replies wait for the last one); the id as a string. */
  readonly onShown: (id: string) => void;
  readonly onToggle: (value: string) => void;
  readonly onConfirm: () => void;
  /** What follows the last message: the responding indicator, the replies, a form. */
  readonly children?: ReactNode;
}

/**
 * The tier-1 assistant's conversation: the shared chat bubbles (typed at 10 ms a
 * character), the pictures it shows, the before/after of each simulation and the
 * intake's choice cards, newest at the bottom and kept in view.
 */
export function AssistantLog({
  messages,
  persona,
  onShown,
  onToggle,
  onConfirm,
  children,
}: AssistantLogProps) {
  const { t } = useTranslation();
  const { list, end } = useFollowLatest<HTMLOListElement>([messages.length, children]);
  return (
    <div className="al-chat-log">
      {/* The live log wraps the list: a list keeps its list semantics (role log on an ol would drop them). */}
      <div role="log" aria-live="polite" aria-label={t('chatScreen.conversation', { persona })}>
        <ol ref={list} className="al-plain-list al-chat-log__list">
          {messages.map((message) => (
            <AssistantItem
              key={message.id}
              message={message}
              persona={persona}
              onShown={onShown}
              onToggle={onToggle}
              onConfirm={onConfirm}
            />
          ))}
        </ol>
      </div>
      {children}
      <div ref={end} className="al-assistant__end" />
    </div>
  );
}

function AssistantItem({
  message,
  persona,
  onShown,
  onToggle,
  onConfirm,
}: { readonly message: AssistantMessage } & Pick<
  AssistantLogProps,
  'persona' | 'onShown' | 'onToggle' | 'onConfirm'
>) {
  switch (message.kind) {
    case 'text':
      return (
        <>
          {message.text ? (
            <MessageBubble
              message={{
                id: String(message.id),
                sender: message.sender,
                content: message.text,
                imageUrl: null,
                typed: message.sender === 'bot',
                source: null,
              }}
              persona={persona}
              onShown={onShown}
            />
          ) : null}
          {message.picture ? (
            <PictureBubble sender={message.sender} picture={message.picture} />
          ) : null}
        </>
      );
    case 'result':
      return <ResultBubble message={message} />;
    case 'choices':
      return (
        <li className="al-assistant-card">
          <ChoiceCard card={message} onToggle={onToggle} onConfirm={onConfirm} />
        </li>
      );
  }
}

/** The address a picture shows from: a sample model's, or the patient's photo as a blob: URL. */
function usePictureUrl(picture: PhotoSource): string | null {
  const objectUrl = useObjectUrl(picture.kind === 'photo' ? picture.blob : null);
  return picture.kind === 'model' ? picture.url : objectUrl;
}

function PictureBubble({
  sender,
  picture,
}: {
  readonly sender: 'user' | 'bot';
  readonly picture: PhotoSource;
}) {
  const { t } = useTranslation();
  const url = usePictureUrl(picture);
  return (
    <li className={`al-chat-bubble al-chat-bubble--${sender} al-assistant-picture`}>
      {url ? (
        <img
          src={url}
          alt={t(
            picture.kind === 'model' ? 'tier1Assistant.exampleAlt' : 'tier1Assistant.photoAlt',
          )}
        />
      ) : null}
    </li>
  );
}

/**
 * A simulation's before and after, with the result screens' 'an illustration, not a
 * promise' line: the result's focus stage (close-up, zoom and pan) on
 * the server's normalised photo, as every result screen shows it; the comparison slider
 * on the browser's own picture when that photo did not load.
 */
function ResultBubble({
  message,
}: {
  readonly message: Extract<AssistantMessage, { kind: 'result' }>;
}) {
  const { t } = useTranslation();
  const pictureUrl = usePictureUrl(message.source);
  // The stage takes the picture's own proportions once it has loaded (no empty bands).
  const [ratio, setRatio] = useState<number | null>(null);
  const afterAlt = useAfterAlt(message.procedure);
  if (message.beforeUrl) {
    return (
      <li className="al-chat-bubble al-chat-bubble--bot al-assistant-result">
        <LazyFocusStage
          beforeUrl={message.beforeUrl}
          afterUrl={message.after.url}
          beforeAlt={t('result.beforeAlt')}
          afterAlt={afterAlt}
          region={message.region}
          afterHidden={false}
          fallback={<img src={message.beforeUrl} alt={t('result.beforeAlt')} />}
        />
        <p className="al-assistant-result__disclaimer">{t('result.disclaimer')}</p>
      </li>
    );
  }
  return (
    <li className="al-chat-bubble al-chat-bubble--bot al-assistant-result">
      <CompareSlider
        aspectRatio={ratio}
        before={
          pictureUrl ? (
            <img
              src={pictureUrl}
              alt={t('result.beforeAlt')}
              draggable={false}
              onLoad={({ currentTarget: { naturalWidth, naturalHeight } }) => {
                if (naturalWidth > 0 && naturalHeight > 0) setRatio(naturalWidth / naturalHeight);
              }}
            />
          ) : null
        }
        after={<img src={message.after.url} alt={afterAlt} draggable={false} />}
      />
      <p className="al-assistant-result__disclaimer">{t('result.disclaimer')}</p>
    </li>
  );
}
