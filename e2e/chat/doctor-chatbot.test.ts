import type { AdminAnalyticsResponse } from '@afterlook/api';
import type { Language } from '@afterlook/domain';
import { CHAT_ENGINE_TEXTS, interpolate, MESSAGES, PROCEDURE_KNOWLEDGE } from '@afterlook/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostPage, startHostSite } from '../embed/host-site.ts';
import { expectAxeClean } from '../support/accessibility.ts';
import { openPage, touchStartCancelled, VIEWPORTS } from '../support/browser.ts';
import { useServerAndBrowser } from '../support/fixtures.ts';
import {
  adminGet,
  createClinicWithAdminKey,
  eventually,
  type FlowPage,
  leadOf,
  leadsOf,
  openFlow,
  personPhotoJpeg,
  problemsOf,
  type TestClinic,
  type Viewport,
} from '../support/widget.ts';

/** An admin read at most every 500 ms: admin calls are rate-limited per key (120 a minute). */
async function unhurried<T>(read: () => Promise<T>): Promise<T> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  return read();
}

/** The doctor persona of a clinic without a chat_persona_name: '{clinic} AI'. */
const personaOf = (flow: FlowPage, clinicName: string) =>
  interpolate(flow.texts.chatScreen.defaultPersona, { clinic: clinicName });

const chatInput = (flow: FlowPage, persona: string) =>
  flow.page.getByRole('textbox', {
    name: interpolate(flow.texts.chatScreen.inputLabel, { persona }),
  });

/** The bot's bubbles as their visible text (the typing effect done). */
const botBubbles = (page: Page) => page.locator('.al-chat-bubble--bot .al-chat-bubble__text');

/** Types a message, presses Enter and waits for the reply to be typed out in full. */
async function ask(flow: FlowPage, persona: string, question: string): Promise<string> {
  const before = await botBubbles(flow.page).count();
  await chatInput(flow, persona).fill(question);
  await chatInput(flow, persona).press('Enter');
  await flow.page
    .getByText(interpolate(flow.texts.chatScreen.responding, { persona }))
    .waitFor({ state: 'detached', timeout: 90_000 });
  const reply = botBubbles(flow.page).nth(before);
  // A reply about an attached photo waits for the server to read it: slow on a busy machine.
  await reply.waitFor({ timeout: 90_000 });
  // The typing effect (10 ms a character) ends with the screen-reader text's twin.
  const full = await flow.page
    .locator('.al-chat-bubble--bot .al-visually-hidden')
    .nth(before)
    .textContent();
  const said = (full ?? '').replace(`${persona}: `, '');
  await expect.poll(() => reply.textContent(), { timeout: 20_000 }).toBe(said);
  return said;
}

// Listing an origin keeps the 'no origins' notice for clinics away from the screens.
const ORIGINS = ['--origins', 'https://doctor-chat-clinic.example'];

describe('doctor chatbot (/onboarding-chatbot) against the real server', () => {
  const { server, browser } = useServerAndBrowser();
  const CLINIC = 'Doctor Chat Clinic';
  let clinic: TestClinic | undefined;
  const theClinic = async () => {
    clinic ??= await createClinicWithAdminKey(server(), CLINIC, ORIGINS);
    return clinic;
  };
  /** Replies show whole (reduced motion) unless a test watches them type out. */
  const open = async (language: Language, viewport: Viewport = 'phone', reducedMotion = true) =>
    openFlow(
      browser(),
      server(),
      `/onboarding-chatbot?clinicSdkKey=${(await theClinic()).sdkKey}&lang=${language}`,
      { language, viewport, prefix: 'doctor-chatbot', reducedMotion },
    );

  const recovery = {
    en: 'How long is recovery after a tummy tuck?',
    es: '¿Cuánto dura la recuperación de una abdominoplastia?',
  } as const;

  for (const language of ['en', 'es'] as const) {
    it(`answers '${recovery[language]}' on topic, with Related questions (${language})`, async () => {
      for (const viewport of ['phone', 'desktop'] as const) {
        // The English replies type out, as most patients see them.
        const flow = await open(language, viewport, language === 'es');
        const persona = personaOf(flow, CLINIC);
        const { page, texts } = flow;
        // Empty chat: the capabilities panel and the ask-anything placeholder naming the persona.
        await page
          .getByRole('heading', {
            name: interpolate(texts.chatScreen.capabilities.title, { persona }),
          })
          .waitFor();
        expect(await chatInput(flow, persona).getAttribute('placeholder')).toBe(
          interpolate(texts.chatScreen.placeholder, { persona }),
        );
        // §2.9: the chat's slim tinted header carries the clinic logo.
        await page.locator('header.al-header--slim .al-header__logo').waitFor();
        await flow.shot('empty');
        await expectAxeClean(page);

        const reply = await ask(flow, persona, recovery[language]);
        expect(reply).toContain(PROCEDURE_KNOWLEDGE.TUMMY_TUCK?.[language].recovery);
        const related = page.getByRole('region', { name: texts.chatScreen.related });
        await related.waitFor();
        const questions = await related.getByRole('button').allTextContents();
        expect(questions.length).toBeGreaterThan(0);
        expect(questions.join(' ')).toMatch(language === 'en' ? /tummy tuck/i : /abdominoplastia/i);
        // The capabilities panel is for the empty chat only.
        expect(await page.locator('.al-doctor-capabilities').count()).toBe(0);
        await flow.shot('answered');
        await expectAxeClean(page);
        expect(problemsOf(flow)).toEqual([]);
        expect(flow.outsideRequests).toEqual([]);
        await flow.close();
      }
    });
  }

  it('refuses to give a dose for ibuprofen and invites a consultation', async () => {
    const flow = await open('en');
    const persona = personaOf(flow, CLINIC);
    const reply = await ask(flow, persona, 'How much ibuprofen should I take after surgery?');
    expect(reply).toContain(CHAT_ENGINE_TEXTS.en.dose);
    expect(reply).toContain(CHAT_ENGINE_TEXTS.en.consultationInvite);
    expect(reply).not.toMatch(/\d+\s*(mg|milligram)/i);
    const related = flow.page.getByRole('region', { name: flow.texts.chatScreen.related });
    await related
      .getByRole('button', { name: CHAT_ENGINE_TEXTS.en.questions.consultation })
      .waitFor();
    expect(problemsOf(flow)).toEqual([]);
    await flow.close();
  });

  it('stores a consultation lead carrying the conversation (read back through the admin API)', {
    timeout: 150_000,
  }, async () => {
    const ownClinic = await createClinicWithAdminKey(server(), 'Consultation Clinic', ORIGINS);
    for (const language of ['en', 'es'] as const) {
      const flow = await openFlow(
        browser(),
        server(),
        `/onboarding-chatbot?clinicSdkKey=${ownClinic.sdkKey}&lang=${language}`,
        { language, prefix: 'doctor-chatbot', reducedMotion: true },
      );
      const { page, texts } = flow;
      const persona = personaOf(flow, 'Consultation Clinic');
      const schedule = page.getByRole('button', {
        name: texts.chatScreen.consultation.suggestion,
      });
      await ask(flow, persona, recovery[language]);
      // Offered once MORE than one message was sent.
      expect(await schedule.count()).toBe(0);
      await ask(
        flow,
        persona,
        language === 'en' ? 'What are the risks?' : '¿Cuáles son los riesgos?',
      );
      await schedule.click();

      const form = page.getByRole('form', { name: texts.chatScreen.consultation.title });
      const field = (label: string) => form.getByRole('textbox', { name: label });
      // Required fields missing: the §5 message.
      await form.getByRole('button', { name: texts.chatScreen.consultation.submit }).click();
      await form.getByRole('alert').getByText(texts.validation.doctorFormRequired).waitFor();
      await field(`${texts.chatScreen.consultation.firstName}*`).fill('Lucia');
      await field(`${texts.chatScreen.consultation.lastName}*`).fill('Perez');
      await field(`${texts.chatScreen.consultation.email}*`).fill(`lucia.${language}@example.com`);
      if (language === 'en') {
        await field(texts.chatScreen.consultation.mobile).fill('(202) 555-0143');
      }
      await flow.shot('consultation-form');
      await expectAxeClean(page);
      await form.getByRole('button', { name: texts.chatScreen.consultation.submit }).click();
      await page.getByRole('status').getByText(texts.chatScreen.consultation.success).waitFor();
      // Booked: 'How do I book a consultation?' is no longer among the Related questions.
      expect(
        await page
          .getByRole('region', { name: texts.chatScreen.related })
          .getByRole('button', { name: CHAT_ENGINE_TEXTS[language].questions.consultation })
          .count(),
      ).toBe(0);
      await flow.shot('consultation-sent');
      await expectAxeClean(page);
      expect(problemsOf(flow)).toEqual([]);
      await flow.close();

      const [lead] = await eventually(
        () => unhurried(() => leadsOf(server(), ownClinic)),
        (leads) =>
          leads.some(
            (l) =>
              l.patient_record.email === `lucia.${language}@example.com` && l.message_count === 2,
          ),
        20_000,
      ).then((leads) =>
        leads.filter((l) => l.patient_record.email === `lucia.${language}@example.com`),
      );
      expect(lead?.form_name).toBe('ONBOARDING_CHATBOT');
      expect(lead?.patient_record).toMatchObject({
        first_name: 'Lucia',
        last_name: 'Perez',
        upload_type: 'chatbot',
        ...(language === 'en' ? { phone: '+12025550143' } : {}),
      });
      if (language === 'es') expect(lead?.patient_record).not.toHaveProperty('phone');
      // The patient's side of the conversation: the assistant's replies are not taken
      // from the widget (finding 15).
      const whole = await leadOf(server(), ownClinic, lead?.patient_uuid ?? '');
      expect(whole.messages.map(({ message, sender_type }) => ({ message, sender_type }))).toEqual([
        { message: recovery[language], sender_type: 'patient' },
        {
          message: language === 'en' ? 'What are the risks?' : '¿Cuáles son los riesgos?',
          sender_type: 'patient',
        },
      ]);
    }
    // Analytics (§7.4): each message sent, the first of each visit, and the lead.
    const countOf = (events: AdminAnalyticsResponse['events'], name: string) =>
      events.filter((row) => row.name === name).reduce((sum, row) => sum + row.count, 0);
    const events = await eventually(
      () =>
        unhurried(
          async () =>
            (
              await adminGet<AdminAnalyticsResponse>(
                server(),
                ownClinic.adminKey,
                '/api/v1/admin/analytics',
              )
            ).events,
        ),
      (rows) => countOf(rows, 'Chatbot Message Sent') === 4,
      20_000,
    );
    expect(countOf(events, 'First Message Sent')).toBe(2);
    expect(countOf(events, 'Form Submitted')).toBe(2);
  });
  it('attaches an image (images only, preview, remove), uploads it and sends it as image_url', async () => {
    const flow = await open('en');
    const { page, texts } = flow;
    const persona = personaOf(flow, CLINIC);
    const sent: { image_url?: string | null }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/openai/chat')
        sent.push(request.postDataJSON() as { image_url?: string | null });
    });
    const picker = page.locator('input[type=file]');
    expect(await picker.getAttribute('accept')).toBe('image/png,image/jpeg');
    await picker.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await page.getByRole('alert').getByText(texts.chatScreen.imagesOnly).waitFor();

    const photo = { name: 'me.jpeg', mimeType: 'image/jpeg', buffer: await personPhotoJpeg() };
    const preview = page.getByRole('img', { name: texts.chatScreen.attachedImage });
    const uploading = page.getByText(texts.chatScreen.uploadingImage);
    await picker.setInputFiles(photo);
    await preview.waitFor();
    // The first upload also loads the server's vision model: slow on a busy 2-core machine.
    await uploading.waitFor({ state: 'detached', timeout: 90_000 });
    await page.getByRole('button', { name: texts.chatScreen.removeImage }).click();
    await preview.waitFor({ state: 'detached' });

    await picker.setInputFiles(photo);
    await uploading.waitFor({ state: 'detached', timeout: 90_000 });
    await flow.shot('image-attached');
    // Nobody assesses a photo in a chat: the answer says so and offers a simulation.
    expect(await ask(flow, persona, 'Would a tummy tuck suit me?')).toBe(
      CHAT_ENGINE_TEXTS.en.photoNotAssessed,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.image_url).toMatch(/^(https?:\/\/|\/)/);
    // The patient's bubble shows the uploaded picture, loaded from the server.
    const shown = page.locator('.al-chat-bubble--user img');
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await flow.shot('image-sent');
    await expectAxeClean(page);
    expect(problemsOf(flow)).toEqual([]);
    await flow.close();
  }, 240_000);

  it('blocks touch starts within 20 px of the screen edges, and only there', async () => {
    const flow = await open('en');
    const persona = personaOf(flow, CLINIC);
    await chatInput(flow, persona).waitFor();
    const cancelled = (x: number) => touchStartCancelled(flow.page, x);
    const width = 390;
    expect(await cancelled(5)).toBe(true);
    expect(await cancelled(19)).toBe(true);
    expect(await cancelled(20)).toBe(false);
    expect(await cancelled(width / 2)).toBe(false);
    expect(await cancelled(width - 10)).toBe(true);
    await flow.close();
  });

  it("focuses the chat input 1 s after the host page's auto-focus message (embed modal)", async () => {
    const pages: Record<string, string> = {};
    const site = await startHostSite(pages);
    try {
      const hosted = await createClinicWithAdminKey(server(), 'Hosted Chat Clinic', [
        '--website',
        `${site.origin}/`,
      ]);
      pages['/chat'] = hostPage(server().url, [
        `AfterLook('init', { clinicKey: ${JSON.stringify(hosted.sdkKey)}, lang: 'en' });`,
        `AfterLook('button', { flow: 'chatbot', label: 'Ask our doctor' });`,
      ]);
      const guarded = await openPage(browser(), { viewport: VIEWPORTS.desktop });
      const { page } = guarded;
      const texts = MESSAGES.en;
      await page.goto(`${site.origin}/chat`);
      await page.getByRole('button', { name: 'Ask our doctor' }).click();
      const widget = page.frameLocator('iframe.afterlook-iframe');
      const persona = interpolate(texts.chatScreen.defaultPersona, {
        clinic: 'Hosted Chat Clinic',
      });
      const input = widget.getByRole('textbox', {
        name: interpolate(texts.chatScreen.inputLabel, { persona }),
      });
      await input.waitFor();
      await expect
        .poll(() => input.evaluate((element) => element === document.activeElement), {
          timeout: 10_000,
        })
        .toBe(true);
      expect(guarded.outsideRequests).toEqual([]);
      await guarded.close();
    } finally {
      await site.close();
    }
  });
});
