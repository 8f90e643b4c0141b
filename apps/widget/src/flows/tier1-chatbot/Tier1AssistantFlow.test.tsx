import { GESTURES, interpolate, MESSAGES } from '@afterlook/domain';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi, TEST_CLINIC } from '../../test-utils/fake-api-server.ts';
import { renderWidget } from '../../test-utils/render-widget.tsx';

const KEY = 'harbor-key';
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi({ sdkKey: KEY });
});
afterAll(async () => {
  await api.close();
});

/** A touch start at x (CSS px) on the page: whether the page cancelled it. */
function touchStartCancelled(clientX: number): boolean {
  const event = new Event('touchstart', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', { value: [{ clientX, clientY: 400 }] });
  document.body.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('tier-1 assistant (/onboarding-tier1-chatbot)', () => {
  it('blocks touch starts within 20 px of the screen edges, and only there (docs/product/state-machines.md#chat-flows)', async () => {
    const { unmount } = renderWidget(`/onboarding-tier1-chatbot?clinicSdkKey=${KEY}&lang=en`, {
      baseUrl: api.baseUrl,
    });
    const persona = interpolate(MESSAGES.en.chatScreen.defaultPersona, {
      clinic: TEST_CLINIC.clinic_name,
    });
    await screen.findByRole('log', {
      name: interpolate(MESSAGES.en.chatScreen.conversation, { persona }),
    });
    const width = window.innerWidth;
    expect(GESTURES.edgeGuardPx).toBe(20);
    expect(touchStartCancelled(5)).toBe(true);
    expect(touchStartCancelled(19)).toBe(true);
    expect(touchStartCancelled(20)).toBe(false);
    expect(touchStartCancelled(width / 2)).toBe(false);
    expect(touchStartCancelled(width - 10)).toBe(true);
    // Only while the assistant is on the page.
    unmount();
    expect(touchStartCancelled(5)).toBe(false);
  });

  it("§2.9 the chat's slim header: tinted, with the assistant's name ('<clinic name> AI' by default) as the heading", async () => {
    renderWidget(`/onboarding-tier1-chatbot?clinicSdkKey=${KEY}&lang=en`, { baseUrl: api.baseUrl });
    const persona = interpolate(MESSAGES.en.chatScreen.defaultPersona, {
      clinic: TEST_CLINIC.clinic_name,
    });
    expect(persona).toBe(`${TEST_CLINIC.clinic_name} AI`);
    const banner = await screen.findByRole('banner');
    expect(banner).toHaveClass('al-header--slim');
    expect(within(banner).getByRole('heading', { level: 1, name: persona })).toBeInTheDocument();
  });
});
