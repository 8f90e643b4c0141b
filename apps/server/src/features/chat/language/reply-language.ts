import type { Language } from '@afterlook/domain';
import { foldText } from '../../../lib/chat-text/fold-text.ts';
import { messageLanguage } from '../../../lib/chat-text/message-language.ts';
import { languageFeatures, languageModel } from './language-model.ts';

/**
 * Words both languages' patients use alike: procedure and brand names, 'ok', units,
 * laughter. A message of only these (and numbers, emoji) says nothing of its language.
 */
const SHARED =
  /^(ok|okay|okey|oki|info|botox|bbl|lipo|lipos|vaser|filler|fillers|virtual|total|doctor|dr|dra|whatsapp|instagram|zoom|mommy|makeover|plasma|laser|hd|cc|kg|kgs|lb|lbs|cm|mm|am|pm|mm+|hm+|ja(ja)+|ha(ha)+|lol|xd)$/;

/** How sure the model must be to answer in the other language (chosen on the dev split). */
const SURE = 0.7;

/**
 * The language to answer a message in: its own when it is clearly English or Spanish,
 * else the session's (`fallback`): 'ok', 'bbl?', '55 kg' or '👍' keep the conversation's
 * language. Measured in corpora/language/README.md.
 */
export function replyLanguage(text: string, fallback: Language): Language {
  if (/[¿¡ñáéíóú]/i.test(text)) return 'es';
  const words = foldText(text)
    .split(' ')
    .filter((word) => /^[a-z]{2,}$/.test(word) && !SHARED.test(word));
  if (words.length === 0) return fallback;
  const [best] = languageModel().scores(languageFeatures(words.join(' ')));
  if (best && best.probability >= SURE) return best.label;
  return messageLanguage(text, fallback);
}
