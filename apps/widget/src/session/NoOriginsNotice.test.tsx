import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../i18n/i18n.ts';
import { type FakeApi, startFakeApi, TEST_CLINIC } from '../test-utils/fake-api-server.ts';
import { renderWidget } from '../test-utils/render-widget.tsx';

const t = translator('en');
let nowhere: FakeApi;
let somewhere: FakeApi;
beforeAll(async () => {
  [nowhere, somewhere] = await Promise.all([
    startFakeApi({ sdkKey: 'k', clinic: { ...TEST_CLINIC, allowed_origins: [] } }),
    startFakeApi({ sdkKey: 'k' }),
  ]);
});
afterAll(async () => {
  await Promise.all([nowhere.close(), somewhere.close()]);
});

describe('a clinic with no website and no allowed origins', () => {
  it('is told so on the widget page, not left with a widget that silently never shows', async () => {
    renderWidget('/onboarding-tier1?clinicSdkKey=k', { baseUrl: nowhere.baseUrl });
    expect(await screen.findByRole('note')).toHaveTextContent(t('layout.noAllowedOrigins'));
  });

  it('says nothing for a clinic that can be embedded', async () => {
    renderWidget('/onboarding-tier1?clinicSdkKey=k', { baseUrl: somewhere.baseUrl });
    await screen.findByRole('heading', { name: t('area.title') });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
