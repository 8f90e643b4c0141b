import { type Language, PRIVACY_PATH, PRIVACY_POLICY } from '@afterlook/domain';
import { escapeHtml } from '../../lib/escape-html.ts';
import { renderPage } from './render-page.ts';

const OTHER: Record<Language, { lang: Language; label: string }> = {
  en: { lang: 'es', label: 'Leer en español' },
  es: { lang: 'en', label: 'Read in English' },
};

/** GET /privacy[?lang=es]: the policy a clinic can link to (domain privacy-policy.ts). */
export function renderPrivacyPage({ lang, demo }: { lang: Language; demo: boolean }): string {
  const policy = PRIVACY_POLICY[lang];
  const other = OTHER[lang];
  const sections = policy.sections
    .map(
      (section) => `    <section>
      <h2>${escapeHtml(section.heading)}</h2>
${section.paragraphs.map((text) => `      <p>${escapeHtml(text)}</p>`).join('\n')}
    </section>`,
    )
    .join('\n');
  return renderPage({
    title: `${policy.title} — AfterLook`,
    description: policy.intro,
    current: PRIVACY_PATH,
    lang,
    demo,
    main: `    <h1>${escapeHtml(policy.title)}</h1>
    <p><a href="${PRIVACY_PATH}?lang=${other.lang}" hreflang="${other.lang}" lang="${other.lang}">${other.label}</a></p>
    <p>${escapeHtml(policy.intro)}</p>
${sections}`,
  });
}
