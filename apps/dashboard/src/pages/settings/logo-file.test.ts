import { CLINIC_LOGO_RULES, DASHBOARD_MESSAGES } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { logoFileProblem, logoHint } from './logo-file.ts';

const fields = (language: 'en' | 'es') => DASHBOARD_MESSAGES[language].dashboardSettings.fields;
const MB = 1024 * 1024;

describe('a logo file chosen in the settings', () => {
  it('issue 31: one over the server’s limit is refused before it is sent, saying its size and the limit', () => {
    expect(logoFileProblem({ size: CLINIC_LOGO_RULES.maxBytes + 1 }, fields('en'), 'en')).toBe(
      'This image is 2.1 MB; a logo can be at most 2 MB. Choose a smaller image (or save it smaller) and upload it again.',
    );
    expect(logoFileProblem({ size: 3.5 * MB }, fields('es'), 'es')).toBe(
      'Esta imagen pesa 3,5 MB; un logotipo puede pesar como máximo 2 MB. Elija una imagen más pequeña (o guárdela más pequeña) y súbala de nuevo.',
    );
  });

  it('one within the limit goes; the hint says the same limit', () => {
    expect(logoFileProblem({ size: CLINIC_LOGO_RULES.maxBytes }, fields('en'), 'en')).toBeNull();
    expect(logoFileProblem({ size: 180_000 }, fields('es'), 'es')).toBeNull();
    expect(logoHint(fields('en'), 'en')).toBe(
      'PNG, JPEG or WebP, up to 2 MB. We resize it and drop its metadata.',
    );
  });
});
