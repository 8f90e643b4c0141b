import { chatTextToSend } from '@afterlook/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/Button.tsx';

interface FollowUpBoxProps {
  readonly sending: boolean;
  readonly onSend: (text: string) => void;
}

/** The message box after 'Yes': its text goes to the coordinator as a lead message. */
export function FollowUpBox({ sending, onSend }: FollowUpBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const toSend = chatTextToSend(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (toSend && !sending) onSend(toSend);
  };
  return (
    <form className="al-follow-up" onSubmit={submit}>
      <label className="al-follow-up__label" htmlFor={id}>
        {t('tier1Assistant.intake.messageLabel')}
      </label>
      <textarea
        id={id}
        className="al-follow-up__text"
        rows={4}
        maxLength={5000}
        value={text}
        disabled={sending}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Button type="submit" block disabled={!toSend} loading={sending}>
        {t('tier1Assistant.intake.send')}
      </Button>
    </form>
  );
}
