import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { CloseIcon, PaperclipIcon } from '../ui/icons.tsx';

/** What the attach button lets the patient pick: images only (docs/product/doctor-chat.md, validation.md). */
export const CHAT_IMAGE_ACCEPT = 'image/png,image/jpeg';

interface ImageAttachButtonProps {
  readonly onChoose: (file: File) => void;
  readonly disabled?: boolean;
}

/** The paperclip that opens the file picker for an image. */
export function ImageAttachButton({ onChoose, disabled = false }: ImageAttachButtonProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement | null>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again after removing it still fires.
    event.currentTarget.value = '';
    if (file) onChoose(file);
  };
  return (
    <>
      <input
        ref={input}
        className="al-visually-hidden"
        type="file"
        accept={CHAT_IMAGE_ACCEPT}
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={onChange}
      />
      <button
        type="button"
        className="al-chat-input__attach"
        aria-label={t('chatScreen.attachImage')}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <PaperclipIcon />
      </button>
    </>
  );
}

interface AttachedImageProps {
  /** The image's local preview address. */
  readonly src: string;
  readonly onRemove: () => void;
  readonly busy?: boolean;
}

/** The attached image's preview, with its remove button (docs/product/doctor-chat.md). */
export function AttachedImage({ src, onRemove, busy = false }: AttachedImageProps) {
  const { t } = useTranslation();
  return (
    <div className="al-chat-attached">
      <img className="al-chat-attached__image" src={src} alt={t('chatScreen.attachedImage')} />
      <button
        type="button"
        className="al-chat-attached__remove"
        aria-label={t('chatScreen.removeImage')}
        disabled={busy}
        onClick={onRemove}
      >
        <CloseIcon width={14} height={14} />
      </button>
      {busy ? (
        <span className="al-chat-attached__status">{t('chatScreen.uploadingImage')}</span>
      ) : null}
    </div>
  );
}
