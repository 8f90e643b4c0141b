import { describe, expect, it } from 'vitest';
import { isDashboardPreview, readEmbedParams } from './embed-params.ts';

const OWN = 'https://afterlook.test';

describe('the dashboard preview', () => {
  it('is a preview only when our own origin frames the widget and asks for one', () => {
    const asked = readEmbedParams('?clinicSdkKey=k&embedPreview=1');
    expect(asked.preview).toBe(true);
    expect(isDashboardPreview(asked, OWN, OWN)).toBe(true);
  });

  it("is an ordinary embed on a clinic's page, even if it asks (it is counted)", () => {
    const asked = readEmbedParams('?clinicSdkKey=k&embedPreview=1');
    expect(isDashboardPreview(asked, 'https://clinic.test', OWN)).toBe(false);
    expect(isDashboardPreview(asked, null, OWN)).toBe(false);
    expect(isDashboardPreview(readEmbedParams('?clinicSdkKey=k'), OWN, OWN)).toBe(false);
  });
});
