import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { MESSAGES } from '@afterlook/domain';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { createClinicWithAdminKey, type TestClinic } from '../support/widget.ts';
import { type HostPage, type HostSite, startHostSite } from './host-site.ts';

/**
 * A clinic's fresh React site, made the way its web person would from the integration
 * guide's words: save the component the server hosts, import it, build with Vite (here,
 * offline, with the repo's own React and Vite), and serve the built files.
 */
const APP = resolve(import.meta.dirname, '../../.artifacts/react-app');

let server: RunningServer;
let browser: Browser;
let site: HostSite;
let clinic: TestClinic;
const pages: Record<string, HostPage> = {};

beforeAll(async () => {
  [server, browser, site] = await Promise.all([
    startServer(),
    launchBrowser(),
    startHostSite(pages),
  ]);
  clinic = await createClinicWithAdminKey(server, 'React Clinic', ['--website', `${site.origin}/`]);
}, 120_000);
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop(), site?.close()]);
  await rm(APP, { recursive: true, force: true });
});

describe("a React site following the guide's words", () => {
  it('saves /embed/react.js, imports <AfterLook />, builds with Vite, and the button opens the widget', async () => {
    // The guide's two steps, as it shows them.
    const guide = await (await fetch(`${server.url}/docs/embed`)).text();
    expect(guide).toContain(`curl -o src/AfterLook.js ${server.url}/embed/react.js`);
    expect(guide).toContain('import { AfterLook } from &#39;./AfterLook.js&#39;;');
    const component = await fetch(`${server.url}/embed/react.js`);
    expect(component.status).toBe(200);

    await rm(APP, { recursive: true, force: true });
    await mkdir(join(APP, 'src'), { recursive: true });
    await writeFile(join(APP, 'src/AfterLook.js'), await component.text());
    await writeFile(
      join(APP, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React Clinic</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
    );
    await writeFile(
      join(APP, 'src/main.jsx'),
      `import { createRoot } from 'react-dom/client';
import { AfterLook } from './AfterLook.js';

function App() {
  return (
    <main>
      <h1>React Clinic</h1>
      <AfterLook server=${JSON.stringify(server.url)} clinicKey=${JSON.stringify(clinic.sdkKey)} flow="tier1" mode="button" />
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
`,
    );
    await build({
      root: APP,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir: join(APP, 'dist'), emptyOutDir: true },
    });
    const dist = join(APP, 'dist');
    pages['/'] = { html: await readFile(join(dist, 'index.html'), 'utf8') };
    for (const file of await readdir(join(dist, 'assets'))) {
      pages[`/assets/${file}`] = {
        html: await readFile(join(dist, 'assets', file), 'utf8'),
        type: file.endsWith('.js') ? 'text/javascript' : 'text/css',
      };
    }

    const opened = await openPage(browser, { viewport: VIEWPORTS.desktop });
    try {
      await opened.page.goto(`${site.origin}/`);
      await opened.page.getByRole('heading', { name: 'React Clinic' }).waitFor();
      await opened.page.getByRole('button', { name: 'See your results' }).click();
      await opened.page
        .frameLocator('iframe.afterlook-iframe')
        .getByRole('heading', { name: MESSAGES.en.area.title })
        .waitFor({ timeout: 30_000 });
      await saveScreenshot(opened.page, 'embed-react-app-desktop', { fullPage: false });
    } finally {
      await opened.close();
    }
  }, 180_000);
});
