import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MESSAGES } from '@afterlook/domain';
import { scriptTagInstall } from '@afterlook/embed/snippet';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanFromInstructions } from '../scan/scan-from-instructions.ts';
import { writeStillsClip } from '../scan/y4m.ts';
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import {
  createClinicWithAdminKey,
  eventually,
  fillOnboardingLead,
  leadDialog,
  leadsOf,
  type TestClinic,
  tapProcedure,
  tapRegion,
} from '../support/widget.ts';
import { FORGER_PAGE, type HostPage, type HostSite, hostPage, startHostSite } from './host-site.ts';

const en = MESSAGES.en;
const samples = resolve(import.meta.dirname, '../../assets/sample-models');

interface Heard {
  readonly name: string;
  readonly payload: Record<string, unknown>;
}

let server: RunningServer;
let browser: Browser;
let work: string;
let clip: string;
/** The clinic's own site (its website, so its allowed origin) and a site it does not allow. */
let site: HostSite;
let elsewhere: HostSite;
let clinic: TestClinic;
const pages: Record<string, HostPage> = {};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'afterlook-embed-'));
  clip = join(work, 'front.y4m');
  [server, browser, site, elsewhere] = await Promise.all([
    startServer(),
    launchBrowser(),
    startHostSite(pages),
    startHostSite(pages),
    writeStillsClip(clip, [join(samples, 'BODY_FRONT/body-mei.png')]),
  ]);
  // The clinic names only its website: its allowed origins default to the site's origin.
  clinic = await createClinicWithAdminKey(server, 'Bella Clinic', ['--website', `${site.origin}/`]);
  const init = `AfterLook('init', { clinicKey: ${JSON.stringify(clinic.sdkKey)}, lang: 'en' });`;
  pages['/button'] = hostPage(
    server.url,
    [
      init,
      `AfterLook('button', { flow: 'tier1', label: 'See your results', themeColor: '#7A4DFF' });`,
    ],
    { copies: 2 },
  );
  pages['/inline'] = hostPage(
    server.url,
    [init, `AfterLook('inline', { element: '#afterlook', flow: 'tier1' });`],
    { body: '<div id="afterlook" style="max-width:480px"></div>' },
  );
  pages['/forger'] = FORGER_PAGE;
  // A page under a strict policy: no inline script, only the three directives the guide lists.
  pages['/strict-csp'] = {
    csp: `default-src 'self'; script-src 'self' ${server.url}; connect-src 'self' ${server.url}; frame-src ${server.url}; style-src 'self'`,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bella Clinic</title></head>
<body><h1>Bella Clinic</h1>${scriptTagInstall(server.url, clinic.sdkKey)}</body></html>`,
  };
}, 120_000);
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop(), site?.close(), elsewhere?.close()]);
  await rm(work, { recursive: true, force: true });
});

const heard = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { heard: Heard[] }).heard);
const waitHeard = (page: Page, name: string, timeout = 30_000) =>
  page.waitForFunction(
    (wanted) =>
      (globalThis as unknown as { heard: Heard[] }).heard.some((event) => event.name === wanted),
    name,
    { timeout },
  );
const widgetIn = (page: Page): FrameLocator => page.frameLocator('iframe.afterlook-iframe');

/**
 * Records the animations the host page's scripts start (the loader's spinner), so a test
 * can prove none runs on unseen: a running animation has the page draw 60 frames a second.
 */
const recordAnimations = (page: Page) =>
  page.addInitScript(() => {
    const started: Animation[] = [];
    (globalThis as unknown as { startedAnimations: Animation[] }).startedAnimations = started;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<typeof animate>) {
      const animation = animate.apply(this, args);
      started.push(animation);
      return animation;
    };
  });
const animationsOf = (page: Page) =>
  page.evaluate(() => {
    const started = (globalThis as unknown as { startedAnimations: Animation[] }).startedAnimations;
    return {
      started: started.length,
      running: started.filter((animation) => animation.playState === 'running').length,
    };
  });

describe('the embed snippet on a clinic page at another loopback origin', () => {
  it('pasted twice: one script and one button; the modal runs tier-1 to a lead; the page hears ready, procedureSelected and leadSubmitted without name or phone; Done closes the modal and focus returns to the button', async () => {
    const guarded = await openPage(browser, { viewport: VIEWPORTS.desktop });
    const { page, outsideRequests, pageErrors } = guarded;
    try {
      const httpErrors: string[] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (response.status() >= 400) httpErrors.push(`${response.status()} ${pathname}`);
      });
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/') || pathname.startsWith('/clinics/'))
          apiCalls.push(pathname);
      });
      await recordAnimations(page);
      await page.goto(`${site.origin}/button`);
      const button = page.getByRole('button', { name: 'See your results' });
      await button.waitFor();
      expect(await page.locator('script[src$="/embed.js"]').count()).toBe(1);
      expect(await page.locator('.afterlook-button').count()).toBe(1);
      await saveScreenshot(page, 'embed-host-button-desktop');

      // Once the page is idle the widget loads, hidden, ahead of the click; it starts no
      // session and counts nothing until it is opened.
      const warm = page.locator('iframe.afterlook-iframe');
      await warm.waitFor({ state: 'attached' });
      expect(new URL((await warm.getAttribute('src')) ?? '').searchParams.get('embedStandby')).toBe(
        '1',
      );
      await page.waitForFunction(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => new URL(entry.name).pathname.startsWith('/onboarding-tier1')),
      );
      await page.waitForTimeout(1500);
      // The loader's key check is the one call before the click.
      expect(apiCalls).toEqual(['/api/v1/embed-check']);
      expect(await heard(page)).toEqual([]);
      // The hidden widget's spinner does not turn while nobody can see it.
      expect((await animationsOf(page)).running).toBe(0);

      await button.click();
      const dialog = page.getByRole('dialog', { name: 'AfterLook visualization' });
      await dialog.waitFor();
      const iframe = page.locator('iframe.afterlook-iframe');
      expect(await iframe.count()).toBe(1);
      expect(await iframe.getAttribute('allow')).toBe('camera; microphone; autoplay; fullscreen');
      expect(await iframe.getAttribute('title')).toBe('AfterLook visualization');
      const src = new URL((await iframe.getAttribute('src')) ?? '');
      expect(src.origin).toBe(server.url);
      expect(src.searchParams.get('embedOrigin')).toBe(site.origin);

      await waitHeard(page, 'ready');
      // Opened, the warm widget starts its session.
      expect(apiCalls).toContain('/api/v1/sessions');
      const widget = widgetIn(page);
      await widget.getByRole('heading', { name: en.area.title }).waitFor();
      expect(await page.getByRole('progressbar').count()).toBe(0);
      expect((await animationsOf(page)).running).toBe(0);
      await saveScreenshot(page, 'embed-host-modal-desktop');

      // The patient goes through tier-1 with a sample model.
      await tapRegion(widget, en.area.regions.BREAST);
      await widget.getByRole('button', { name: en.shell.continue }).click();
      await widget.getByRole('heading', { name: en.procedure.title }).waitFor();
      await tapProcedure(widget, 'BREAST_AUGMENTATION');
      await widget.getByRole('button', { name: en.shell.continue }).click();
      const models = widget.getByRole('list', { name: en.model.gridLabel }).getByRole('img');
      await models.first().click();
      await leadDialog(widget).getByRole('heading', { name: en.lead.headingResults }).waitFor();
      await fillOnboardingLead(widget, en, {
        firstName: 'Ana',
        lastName: 'García',
        phone: '2025550143',
      });
      await leadDialog(widget).getByRole('button', { name: en.lead.viewResults }).click();
      await waitHeard(page, 'leadSubmitted');
      await widget.getByRole('button', { name: en.result.done }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.activeElement?.className === 'afterlook-button');

      const events = await heard(page);
      expect(events.filter((event) => event.name === 'ready')).toEqual([
        { name: 'ready', payload: { flow: 'tier1' } },
      ]);
      expect(events).toContainEqual({
        name: 'procedureSelected',
        payload: { procedure: 'BREAST_AUGMENTATION' },
      });
      // The after image is veiled behind the lead form: the page hears it shown once unveiled.
      const names = events.map((event) => event.name);
      expect(names.indexOf('leadSubmitted')).toBeGreaterThanOrEqual(0);
      expect(names.indexOf('simulationShown')).toBeGreaterThan(names.indexOf('leadSubmitted'));
      const lead = events.find((event) => event.name === 'leadSubmitted');
      expect(lead?.payload).toEqual({
        formName: 'ONBOARDING_TIER1',
        procedure: 'BREAST_AUGMENTATION',
      });
      expect(JSON.stringify(events)).not.toMatch(/Ana|García|2025550143/);
      expect(events.at(-1)).toEqual({ name: 'close', payload: { reason: 'widget' } });

      // The lead reached the clinic.
      const [stored] = await eventually(
        () => leadsOf(server, clinic),
        (leads) => leads.length > 0,
      );
      expect(stored?.patient_record).toMatchObject({ first_name: 'Ana', phone: '+12025550143' });
      expect(outsideRequests).toEqual([]);
      expect(httpErrors).toEqual([]);
      expect(pageErrors.filter((error) => !error.startsWith('Failed to load resource:'))).toEqual(
        [],
      );
    } finally {
      await guarded.close();
    }
  }, 120_000);

  it('ignores a forged widget message from another frame; Escape closes the modal', async () => {
    const guarded = await openPage(browser, { viewport: VIEWPORTS.phone });
    const { page } = guarded;
    try {
      await page.goto(`${site.origin}/button`);
      await page.getByRole('button', { name: 'See your results' }).click();
      await waitHeard(page, 'ready');
      // Full screen on a phone.
      const box = await page.locator('.afterlook-modal__panel').boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: VIEWPORTS.phone.width });

      // A frame of another site on the same page posts look-alike messages.
      await page.evaluate((src) => {
        const forger = document.createElement('iframe');
        forger.src = src;
        forger.id = 'forger';
        document.body.append(forger);
      }, `${elsewhere.origin}/forger`);
      // The forger has run (its script sets its title after posting).
      await eventually(
        async () =>
          page
            .frames()
            .find((frame) => frame.url().endsWith('/forger'))
            ?.title(),
        (title) => title === 'forged',
      );
      await page.waitForTimeout(300);
      const events = await heard(page);
      expect(events.map((event) => event.name)).toEqual(['ready']);
      expect(await page.getByRole('dialog').count()).toBe(1);

      // Escape with the focus inside the widget closes the modal; focus returns to the button.
      await widgetIn(page).getByRole('heading', { name: en.area.title }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect((await heard(page)).at(-1)).toEqual({ name: 'close', payload: { reason: 'escape' } });
      await page.waitForFunction(() => document.activeElement?.className === 'afterlook-button');
      // And with the focus on the page's part of it (the close button), too.
      // Closed before its new frame is ready: that frame's 'ready' may still come within
      // the moment a closed frame stays for late messages (modal.ts), after the close.
      await page.getByRole('button', { name: 'See your results' }).click();
      await page.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const closes = (await heard(page)).filter((event) => event.name === 'close');
      expect(closes).toEqual([
        { name: 'close', payload: { reason: 'escape' } },
        { name: 'close', payload: { reason: 'escape' } },
      ]);
    } finally {
      await guarded.close();
    }
  }, 60_000);

  it('inline: the container takes the widget’s own height; the loading spinner stops once the widget is in', async () => {
    const guarded = await openPage(browser, { viewport: VIEWPORTS.desktop });
    const { page } = guarded;
    try {
      await recordAnimations(page);
      await page.goto(`${site.origin}/inline`);
      await waitHeard(page, 'ready');
      // The spinner turned while the widget loaded, and stopped with it in.
      expect(await animationsOf(page)).toEqual({ started: 1, running: 0 });
      const widget = widgetIn(page);
      await widget.getByRole('heading', { name: en.area.title }).waitFor();
      const frame = page.frames().find((candidate) => candidate.url().startsWith(server.url));
      if (!frame) throw new Error('no widget frame');
      // The height the widget's content takes, and the container's, agree (once the
      // widget's last resize, after its fonts and pictures settle, has arrived).
      const heights = async () => ({
        content: (await frame.evaluate(() => document.getElementById('root')?.scrollHeight)) ?? 0,
        slot:
          (await page.evaluate(
            () => document.getElementById('afterlook')?.getBoundingClientRect().height,
          )) ?? 0,
      });
      await expect
        .poll(
          async () => {
            const { content, slot } = await heights();
            return content > 200 && Math.abs(slot - content) <= 1;
          },
          { timeout: 10_000 },
        )
        .toBe(true);
      // No inner scrolling: the iframe shows all of it.
      expect(
        await frame.evaluate(() => document.documentElement.scrollHeight <= innerHeight + 1),
      ).toBe(true);
      await saveScreenshot(page, 'embed-host-inline-desktop');
    } finally {
      await guarded.close();
    }
  }, 60_000);

  /** Opens a host page, noting each console line with the milliseconds since navigation. */
  async function loadWatchingConsole(url: string, prepare?: (page: Page) => Promise<unknown>) {
    const opened = await openPage(browser, { viewport: VIEWPORTS.desktop });
    const lines: { text: string; afterMs: number }[] = [];
    let started = 0;
    opened.page.on('console', (message) =>
      lines.push({ text: message.text(), afterMs: Date.now() - started }),
    );
    await prepare?.(opened.page);
    started = Date.now();
    await opened.page.goto(url);
    const reason = async (pattern: RegExp) =>
      eventually(
        async () => lines.find((line) => pattern.test(line.text)),
        (found) => found !== undefined,
        10_000,
      );
    return { ...opened, lines, reason };
  }

  it('under a strict Content-Security-Policy, the script-tag install shows the button and opens the widget, with no policy violation', async () => {
    const strict = await loadWatchingConsole(`${site.origin}/strict-csp`);
    try {
      await strict.page.getByRole('button', { name: 'See your results' }).click();
      await widgetIn(strict.page)
        .getByRole('heading', { name: en.area.title })
        .waitFor({ timeout: 30_000 });
      expect(
        strict.lines.filter((line) => /Content Security Policy|AfterLook:/.test(line.text)),
      ).toEqual([]);
      await saveScreenshot(strict.page, 'embed-host-strict-csp-desktop');
    } finally {
      await strict.close();
    }
  }, 60_000);

  it('from an origin the clinic does not allow: no button, and within 2 s the console names the origin to allow', async () => {
    const guarded = await loadWatchingConsole(`${elsewhere.origin}/button`);
    try {
      const said = await guarded.reason(/does not allow pages at/);
      expect(said?.text).toContain(
        `AfterLook (no button shown): this clinic does not allow pages at ${elsewhere.origin}. Add ${elsewhere.origin} to its allowed origins`,
      );
      expect(said?.afterMs).toBeLessThan(2_000);
      // Nothing is framed, so the browser has no framing error to report either.
      await guarded.page.waitForTimeout(1_000);
      expect(await guarded.page.getByRole('button', { name: 'See your results' }).count()).toBe(0);
      expect(await guarded.page.locator('iframe').count()).toBe(0);
      expect(guarded.lines.filter((line) => /frame-ancestors/.test(line.text))).toEqual([]);
      await saveScreenshot(guarded.page, 'embed-host-wrong-origin-desktop');
    } finally {
      await guarded.close();
    }
  }, 60_000);

  it("a mistyped key or the guide's placeholder: no button, and within 2 s the console says where to copy the key", async () => {
    for (const key of [`${clinic.sdkKey.slice(0, -1)}x`, 'YOUR-SDK-KEY']) {
      const path = `/key-${key.length}-${key.slice(-1)}`;
      pages[path] = hostPage(server.url, [
        `AfterLook('init', { clinicKey: ${JSON.stringify(key)}, lang: 'en' });`,
        `AfterLook('button', { flow: 'tier1', label: 'See your results' });`,
      ]);
      const typo = await loadWatchingConsole(`${site.origin}${path}`);
      try {
        const said = await typo.reason(/knows no clinic with this key/);
        expect(said?.text).toContain("Copy the snippet again from your dashboard's Install page");
        expect(said?.afterMs).toBeLessThan(2_000);
        await typo.page.waitForTimeout(1_000);
        expect(await typo.page.getByRole('button', { name: 'See your results' }).count()).toBe(0);
        expect(await typo.page.locator('iframe').count()).toBe(0);
      } finally {
        await typo.close();
      }
    }
  }, 60_000);

  it('the server unreachable once embed.js is in: the console says so within 2 s; the button still shows, and a click says the widget could not load within 5 s', async () => {
    const cut = await loadWatchingConsole(`${site.origin}/button`, (page) =>
      // The network to our server fails after the script itself arrived.
      page.route(`${server.url}/**`, (route) =>
        new URL(route.request().url()).pathname === '/embed.js'
          ? route.continue()
          : route.abort('connectionrefused'),
      ),
    );
    try {
      const said = await cut.reason(/could not reach/);
      expect(said?.text).toContain(`could not reach ${server.url}`);
      expect(said?.text).toContain('script-src, connect-src and frame-src');
      expect(said?.afterMs).toBeLessThan(2_000);
      const clicked = Date.now();
      await cut.page.getByRole('button', { name: 'See your results' }).click();
      await cut.page
        .getByText('The visualization could not load here.', { exact: false })
        .waitFor({ timeout: 5_000 });
      expect(Date.now() - clicked).toBeLessThan(5_000);
    } finally {
      await cut.close();
    }
  }, 60_000);
});

describe('scan hand-off through the loader', () => {
  let camera: Browser;
  beforeAll(async () => {
    camera = await launchBrowser([
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${clip}`,
      '--autoplay-policy=no-user-gesture-required',
    ]);
  });
  afterAll(async () => {
    await camera?.close();
  });

  it('the all-poses scan delivers viewsCaptured with the PNGs to the listener that opted in, and without them to the one that did not', async () => {
    const guarded = await openPage(camera, { viewport: VIEWPORTS.desktop });
    const { page, outsideRequests } = guarded;
    try {
      await page.goto(`${site.origin}/button`);
      await page.getByRole('button', { name: 'See your results' }).waitFor();
      await page.evaluate(() =>
        (globalThis as unknown as { AfterLook: (...args: unknown[]) => void }).AfterLook('open', {
          flow: 'scan-all-poses',
          procedure: 'TUMMY_TUCK',
        }),
      );
      const widget = widgetIn(page);
      await scanFromInstructions(widget, en);
      await waitHeard(page, 'viewsCaptured+images', 30_000);
      await waitHeard(page, 'viewsCaptured');

      const events = await heard(page);
      expect(events.find((event) => event.name === 'viewsCaptured')?.payload).toEqual({
        views: [{ viewType: 'BODY_FRONT' }],
      });
      const withImages = events.find((event) => event.name === 'viewsCaptured+images');
      expect(withImages?.payload).toEqual({
        views: [
          {
            viewType: 'BODY_FRONT',
            beforeImage: expect.stringMatching(/^image\/png \d+ B$/),
            afterImage: null,
          },
        ],
      });
      // The widget's close-modal came first and closed the modal.
      expect(events).toContainEqual({ name: 'close', payload: { reason: 'widget' } });
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(outsideRequests).toEqual([]);
    } finally {
      await guarded.close();
    }
  }, 120_000);
});
