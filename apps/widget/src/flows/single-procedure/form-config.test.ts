import { DEFAULT_SINGLE_PROCEDURE_CONFIG } from '@afterlook/domain';
import { describe, expect, it, vi } from 'vitest';
import { parseFormConfig } from './form-config.ts';

describe('form config (docs/product/entities.md, validation.md)', () => {
  it('reads a config of the right type', () => {
    expect(
      parseFormConfig({
        type: 'single-procedure',
        procedure: 'tummy_tuck',
        landingTitle: 'Your flatter tummy',
        showScan: false,
        copyOverrides: { simulateButton: 'Show me' },
      }),
    ).toEqual({
      type: 'single-procedure',
      procedure: 'TUMMY_TUCK',
      landingTitle: 'Your flatter tummy',
      landingSubtitle: null,
      showScan: false,
      copyOverrides: { simulateButton: 'Show me' },
    });
  });

  it.each([
    ['not an object', 'BBL'],
    ['null', null],
    ['another type', { type: 'chatbot', procedure: 'BBL' }],
    [
      'a procedure the AI does not simulate',
      { type: 'single-procedure', procedure: 'RHINOPLASTY' },
    ],
    ['showScan of the wrong type', { type: 'single-procedure', procedure: 'BBL', showScan: 'no' }],
  ])('%s → the default BBL config', (_case, document) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseFormConfig(document)).toEqual(DEFAULT_SINGLE_PROCEDURE_CONFIG);
    expect(DEFAULT_SINGLE_PROCEDURE_CONFIG.procedure).toBe('BBL');
  });
});
