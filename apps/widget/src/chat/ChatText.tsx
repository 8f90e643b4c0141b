/**
 * A message's text as React text nodes, never as HTML: model and knowledge-base
 * replies may hold anything, so '<b>' shows as the characters it is. Blank lines
 * separate paragraphs; single line breaks stay (CSS pre-line).
 */
export function ChatText({ text }: { readonly text: string }) {
  const paragraphs = text.split(/\n\s*\n/);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        // Paragraphs of one message never reorder: their index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index} className="al-chat-text">
          {paragraph}
        </p>
      ))}
    </>
  );
}
