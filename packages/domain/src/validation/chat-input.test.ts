import { describe, expect, it } from 'vitest';
import { chatTextToSend } from './chat-input.ts';

describe('chat input', () => {
  it('ignores empty or whitespace-only text', () => {
    expect(chatTextToSend('')).toBeNull();
    expect(chatTextToSend(' \n\t ')).toBeNull();
  });
  it('sends other text, trimmed', () => {
    expect(chatTextToSend('  How long is recovery? \n')).toBe('How long is recovery?');
  });
});
