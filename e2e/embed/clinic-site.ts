import { scriptTagInstall, snippetFor } from '@afterlook/embed/snippet';
import type { HostPage } from './host-site.ts';

/**
 * A clinic's own website as the web person built it, for the embed tests: a Bootstrap-
 * like grid with its own reset (`* { margin: 0; padding: 0 }`), a sticky navbar, a hero
 * carousel whose first slide holds a trigger, and the fixed buttons such sites carry
 * (call, WhatsApp, back to top) in both bottom corners. Spanish, as the Chilean clinic
 * template it imitates. The pill is lifted clear of those buttons, as the guide says.
 */
const STYLES = `
* { margin: 0; padding: 0; box-sizing: border-box; }
html { font-size: 16px; scroll-behavior: smooth; }
body { font-family: Georgia, serif; color: #212529; line-height: 1.5; background: #f8f9fa; }
a { color: #0b5ed7; }
.navbar { position: sticky; top: 0; z-index: 1030; display: flex; align-items: center;
  justify-content: space-between; padding: .75rem 1rem; background: #0a3d62; color: #fff; }
.navbar a { color: #fff; text-decoration: none; margin-left: 1rem; }
.container { max-width: 1140px; margin: 0 auto; padding: 0 12px; }
.row { display: flex; flex-wrap: wrap; margin: 0 -12px; }
.col { flex: 1 0 100%; padding: 12px; }
@media (min-width: 768px) { .col { flex: 1 0 33.333%; } }
.card { background: #fff; border: 1px solid #dee2e6; border-radius: .375rem; padding: 1rem; min-height: 180px; }
.carousel { position: relative; height: 360px; overflow: hidden; background: #1e6091; color: #fff; }
.carousel-item { display: none; height: 100%; padding: 3rem 1.5rem; }
.carousel-item.active { display: block; }
.btn { display: inline-block; margin-top: 1rem; padding: .75rem 1.25rem; border-radius: .375rem;
  background: #ffc107; color: #212529; font-weight: 700; text-decoration: none; border: 0; cursor: pointer; }
.fixed-call { position: fixed; left: 16px; bottom: 16px; z-index: 1040; padding: .75rem 1rem;
  border-radius: 2rem; background: #198754; color: #fff; text-decoration: none; }
.fixed-whatsapp { position: fixed; right: 16px; bottom: 16px; z-index: 1040; width: 56px; height: 56px;
  border-radius: 50%; background: #25d366; color: #fff; display: flex; align-items: center; justify-content: center; text-decoration: none; }
.back-to-top { position: fixed; right: 22px; bottom: 84px; z-index: 1040; width: 44px; height: 44px;
  border-radius: .375rem; background: #343a40; color: #fff; display: flex; align-items: center; justify-content: center; text-decoration: none; }
.section { padding: 2rem 12px; }
footer { padding: 3rem 1rem 8rem; background: #0a3d62; color: #fff; }
`;

/**
 * Rotates the carousel every `ms`, pausing while the pointer is over it, as Bootstrap's
 * does by default (an external script: the strict page allows no inline one).
 */
export const carouselScript = (ms: number) => `
const carousel = document.querySelector('.carousel');
const slides = carousel.querySelectorAll('.carousel-item');
let shown = 0;
let paused = false;
carousel.addEventListener('mouseenter', () => { paused = true; });
carousel.addEventListener('mouseleave', () => { paused = false; });
setInterval(() => {
  if (paused) return;
  slides[shown].classList.remove('active');
  shown = (shown + 1) % slides.length;
  slides[shown].classList.add('active');
}, ${ms});
`;

/** The pill's place: above the back-to-top button, on the WhatsApp side. */
const PILL = { flow: 'tier1', position: 'bottom-right', offsetY: 140 } as const;

function clinicPage(install: string): string {
  const cards = ['Blanqueamiento', 'Ortodoncia invisible', 'Armonización facial']
    .map(
      (title) =>
        `<div class="col"><div class="card"><h3>${title}</h3><p>Evaluación sin costo con nuestros especialistas en Santiago.</p></div></div>`,
    )
    .join('');
  const sections = Array.from(
    { length: 3 },
    (_, index) =>
      `<section class="container section"><h2>Tratamientos ${index + 1}</h2><div class="row">${cards}</div></section>`,
  ).join('');
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Clínica Sonrisa Andina</title><link rel="stylesheet" href="/site.css"></head>
<body>
<nav class="navbar" id="top"><strong>Clínica Sonrisa Andina</strong><div><a href="#tratamientos">Tratamientos</a><a href="#contacto">Contacto</a></div></nav>
<div class="carousel" aria-roledescription="carrusel">
  <div class="carousel-item active"><h1>Tu nueva sonrisa</h1><p>Mira cómo te verías antes de decidir.</p>
    <button class="btn" type="button" data-afterlook-open data-afterlook-flow="tier1">Simula tu resultado</button></div>
  <div class="carousel-item"><h2>Financiamiento en cuotas</h2><p>Hasta 12 cuotas sin interés.</p></div>
  <div class="carousel-item"><h2>Urgencias dentales</h2><p>Atención el mismo día.</p></div>
</div>
<main id="tratamientos">${sections}</main>
<footer id="contacto"><p>Av. Providencia 1234, Santiago · +56 2 2345 6789</p></footer>
<a class="fixed-call" href="tel:+56223456789">Llamar Ahora</a>
<a class="fixed-whatsapp" href="https://wa.me/56983028442" aria-label="WhatsApp">WA</a>
<a class="back-to-top" href="#top" aria-label="Volver arriba">↑</a>
<script src="/carousel.js"></script>
${install}
</body>
</html>`;
}

/**
 * The clinic's pages for `server`'s widget and `clinicKey`: /clinic with the pasted
 * snippet, /clinic-strict with the one-tag install under a strict policy, plus the
 * stylesheet and carousel they load (the carousel turns every `carouselMs`).
 */
export function clinicSitePages(
  server: string,
  clinicKey: string,
  carouselMs: number,
): Record<string, HostPage> {
  const snippet = snippetFor(server, [
    `AfterLook('init', { clinicKey: ${JSON.stringify(clinicKey)} });`,
    `AfterLook('button', ${JSON.stringify(PILL)});`,
  ]);
  // The default label, in the page's language.
  const tag = scriptTagInstall(server, clinicKey).replace(
    ' data-button="See your results"',
    ` data-position="${PILL.position}" data-offset-y="${PILL.offsetY}" data-button=""`,
  );
  return {
    '/clinic': clinicPage(snippet),
    '/clinic-strict': {
      html: clinicPage(tag),
      csp: `default-src 'self'; script-src 'self' ${server}; connect-src 'self' ${server}; frame-src ${server}; style-src 'self'; img-src 'self'`,
    },
    '/site.css': { html: STYLES, csp: "default-src 'none'", type: 'text/css' },
    '/carousel.js': {
      html: carouselScript(carouselMs),
      csp: "default-src 'none'",
      type: 'text/javascript',
    },
  };
}
