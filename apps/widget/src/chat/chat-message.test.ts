import { CHAT_LIMITS } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { chatHistory, chatMessage, sentCount } from './chat-message.ts';
import { doctorChatRequest } from './chat-request.ts';

const conversation = [
  chatMessage('bot', 'Hello!'),
  chatMessage('user', 'What is a tummy tuck?'),
  chatMessage('bot', 'A tummy tuck removes loose skin.'),
  chatMessage('user', 'How long is recovery?'),
  chatMessage('bot', 'About two weeks off work.'),
  chatMessage('user', 'Does it hurt?'),
  chatMessage('bot', 'There is some pain the first days.'),
  chatMessage('user', 'Can I see a surgeon?'),
];

describe('the chat history a chat call carries (docs/product/entities.md, limits.md)', () => {
  it('pairs each patient message with the reply after it and keeps only the last 2', () => {
    expect(CHAT_LIMITS.historyEntries).toBe(2);
    expect(chatHistory(conversation)).toEqual([
      { prompt: 'How long is recovery?', response: 'About two weeks off work.' },
      { prompt: 'Does it hurt?', response: 'There is some pain the first days.' },
    ]);
  });

  it('leaves out the greeting before any question and a question still waiting', () => {
    expect(chatHistory(conversation.slice(0, 2))).toEqual([]);
  });

  it('counts what the patient sent', () => {
    expect(sentCount(conversation)).toBe(4);
  });
});

describe('the doctor chat request (docs/product/api.md#chat-and-leads)', () => {
  it('sends temperature 0.5, max_tokens 500, two history entries and the image', () => {
    expect(doctorChatRequest('And the scar?', conversation, '/files/photo.png')).toEqual({
      content: 'And the scar?',
      temperature: 0.5,
      max_tokens: 500,
      history: chatHistory(conversation),
      image_url: '/files/photo.png',
    });
  });
});
