import { THEME_DEFAULTS } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  fontStack,
  layoutVariables,
  parseHexColor,
  themeVariables,
} from './theme.ts';

describe('theme variables', () => {
  it('spreads the default theme colour into its variants', () => {
    const vars = themeVariables(THEME_DEFAULTS.themeColor);
    expect(vars['--al-theme']).toBe(THEME_DEFAULTS.themeColor.toLowerCase());
    expect(vars['--al-theme-dark']).not.toBe(vars['--al-theme']);
  });

  it('puts dark text on a light brand colour and white text on a dark one', () => {
    expect(themeVariables('#00B7F4')['--al-on-theme']).not.toBe('#ffffff');
    expect(themeVariables('#1B3A6B')['--al-on-theme']).toBe('#ffffff');
  });

  it('darkens the theme colour used as text until it reads on white (4.5:1)', () => {
    for (const color of ['#00B7F4', '#FFD400', '#7A4DD8', '#2ECC71']) {
      const ink = parseHexColor(themeVariables(color)['--al-theme-ink'] ?? '');
      expect(ink).not.toBeNull();
      if (ink) expect(contrastRatio(ink, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    }
  });

  // An orange brand (#D9480F) left white at 4.3:1 and ink at 4.0:1 on the patient's chat
  // bubbles (axe, the practice-facts e2e): filled surfaces darken until white reads.
  it('fills text-bearing surfaces with a colour their text reads on (4.5:1)', () => {
    for (const color of [
      '#D9480F',
      '#00B7F4',
      '#FFD400',
      '#7A4DD8',
      '#2ECC71',
      '#E91E63',
      '#808080',
    ]) {
      const vars = themeVariables(color);
      const fill = parseHexColor(vars['--al-theme-fill'] ?? '');
      const text = parseHexColor(vars['--al-on-theme'] ?? '');
      expect(fill && text && contrastRatio(fill, text), color).toBeGreaterThanOrEqual(4.5);
    }
    // A brand colour that already reads keeps its own fill.
    expect(themeVariables('#1B3A6B')['--al-theme-fill']).toBe('#1b3a6b');
  });

  // An orange brand (#D9480F) gave 4.33:1 for 'Powered by' on the soft tint (axe, dashboard preview).
  it('darkens it enough to read on its soft tint as well', () => {
    for (const color of ['#D9480F', '#00B7F4', '#FFD400', '#7A4DD8', '#2ECC71', '#E91E63']) {
      const vars = themeVariables(color);
      const ink = parseHexColor(vars['--al-theme-ink'] ?? '');
      const soft = parseHexColor(vars['--al-theme-soft'] ?? '');
      expect(ink && soft && contrastRatio(ink, soft)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reads #RGB, #RRGGBB and the alpha forms the query accepts', () => {
    expect(parseHexColor('#0bf')).toEqual([0, 187, 255]);
    expect(parseHexColor('#00B7F4')).toEqual([0, 183, 244]);
    expect(parseHexColor('#00B7F480')).toEqual([0, 183, 244]);
    expect(parseHexColor('#0bf8')).toEqual([0, 187, 255]);
    expect(parseHexColor('teal')).toBeNull();
  });

  it('falls back to Urbanist after a clinic font', () => {
    expect(fontStack('Inter')).toMatch(/^"Inter", "Urbanist"/);
    expect(fontStack(null)).toMatch(/^"Urbanist"/);
    expect(fontStack('urbanist')).toMatch(/^"Urbanist"/);
  });

  it("exposes docs/product/limits.md's sizes as CSS variables", () => {
    expect(layoutVariables()).toMatchObject({
      '--al-button-height': `${THEME_DEFAULTS.buttonHeightPx}px`,
      '--al-spinner-size': `${THEME_DEFAULTS.spinnerPx}px`,
      '--al-spinner-size-small': `${THEME_DEFAULTS.smallSpinnerPx}px`,
      '--al-overlay-z': String(THEME_DEFAULTS.overlayZIndex),
    });
  });
});
