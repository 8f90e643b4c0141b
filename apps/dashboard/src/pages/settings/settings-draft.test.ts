import type { ClinicSettings } from '@afterlook/api';
import { describe, expect, it } from 'vitest';
import {
  colorInputValue,
  isDirty,
  originsOf,
  previewTheme,
  toDraft,
  toPatch,
} from './settings-draft.ts';

const saved: ClinicSettings = {
  name: 'Bella Clinic',
  website_url: 'https://bella.example',
  logo_url: null,
  theme_color: '#7A4DFF',
  font_family: null,
  procedures: ['BBL', 'BREAST_AUGMENTATION'],
  allowed_origins: ['https://www.bella.example'],
  booking_url: null,
  country: 'US',
  time_zone: null,
  time_zone_in_use: 'America/New_York',
  phone_countries: { allowed: ['US'], default_country: 'US' },
  mixpanel_token: null,
  webhook_url: null,
  image_retention_days: 7,
  lead_retention_days: 365,
  returning_patient_window_days: 90,
  chat_faq: [{ question: 'Do you finance?', answer: 'Yes.', lang: 'en' }],
  chat_persona_name: null,
  chat_services: [],
  chat_llm_url: null,
  chat_llm_model: null,
  chat_llm_key_set: true,
  practice_facts: { address: '1 Main St, Miami', financing: 'CareCredit' },
};

describe('the settings draft', () => {
  it('sends the practice facts whole when one changes, an emptied one dropped', () => {
    const draft = toDraft(saved);
    expect(draft.practice_facts.phone).toBe('');
    const edited = {
      ...draft,
      practice_facts: { ...draft.practice_facts, phone: ' (305) 555-0100 ', financing: '  ' },
    };
    expect(toPatch(edited, saved)).toEqual({
      practice_facts: { address: '1 Main St, Miami', phone: '(305) 555-0100' },
    });
    expect(toPatch(draft, saved)).toEqual({});
  });

  it('changes nothing until a field is edited', () => {
    const draft = toDraft(saved);
    expect(toPatch(draft, saved)).toEqual({});
    expect(isDirty(draft, saved)).toBe(false);
  });

  it('sends only the edited fields, an emptied optional field as null', () => {
    const draft = {
      ...toDraft(saved),
      theme_color: '#ff0000',
      website_url: '  ',
      allowed_origins: 'https://www.bella.example\n\n https://bella.example ',
      image_retention_days: '14',
    };
    expect(toPatch(draft, saved)).toEqual({
      theme_color: '#ff0000',
      website_url: null,
      allowed_origins: ['https://www.bella.example', 'https://bella.example'],
      image_retention_days: 14,
    });
  });

  it('sends a chosen time zone, and null to follow the country again', () => {
    const chosen = { ...toDraft(saved), time_zone: 'America/Chicago' };
    expect(toPatch(chosen, saved)).toEqual({ time_zone: 'America/Chicago' });
    const own = { ...saved, time_zone: 'America/Chicago', time_zone_in_use: 'America/Chicago' };
    expect(toDraft(own).time_zone).toBe('America/Chicago');
    expect(toPatch({ ...toDraft(own), time_zone: '' }, own)).toEqual({ time_zone: null });
  });

  it('takes the same colour in another letter case as no change', () => {
    expect(toPatch({ ...toDraft(saved), theme_color: '#7a4dff' }, saved)).toEqual({});
  });

  it('leaves text the server must judge as typed (it names the field)', () => {
    expect(toPatch({ ...toDraft(saved), lead_retention_days: 'ten' }, saved)).toEqual({
      lead_retention_days: 'ten',
    });
  });

  it('writes the chat key only when one is typed, removes it only when asked', () => {
    expect(toPatch({ ...toDraft(saved), chat_llm_api_key: ' sk-new ' }, saved)).toEqual({
      chat_llm_api_key: 'sk-new',
    });
    expect(toPatch({ ...toDraft(saved), remove_llm_key: true }, saved)).toEqual({
      chat_llm_api_key: null,
    });
  });

  it('keeps an FAQ entry for both languages without a lang', () => {
    const draft = toDraft(saved);
    const patch = toPatch(
      { ...draft, chat_faq: [...draft.chat_faq, { question: 'Where?', answer: 'Here', lang: '' }] },
      saved,
    );
    expect(patch.chat_faq).toEqual([
      { question: 'Do you finance?', answer: 'Yes.', lang: 'en' },
      { question: 'Where?', answer: 'Here' },
    ]);
  });

  it('reads origins one per line or comma separated', () => {
    expect(originsOf('https://a.example, https://b.example\nhttp://localhost:*')).toEqual([
      'https://a.example',
      'https://b.example',
      'http://localhost:*',
    ]);
  });
});

describe('the preview theme', () => {
  it('shows the colour being typed once it is a colour, else the saved one', () => {
    expect(previewTheme({ theme_color: '#00ff00', font_family: ' Lato ' }, saved)).toEqual({
      themeColor: '#00ff00',
      fontFamily: 'Lato',
    });
    expect(previewTheme({ theme_color: '#00ff', font_family: '' }, saved)).toEqual({
      themeColor: '#00ff',
      fontFamily: null,
    });
    expect(previewTheme({ theme_color: '#00f0', font_family: '' }, saved).themeColor).toBe('#00f0');
    expect(previewTheme({ theme_color: '#12', font_family: '' }, saved).themeColor).toBe('#7A4DFF');
  });

  it('gives the colour picker a #rrggbb value', () => {
    expect(colorInputValue('#7A4DFF')).toBe('#7a4dff');
    expect(colorInputValue('#abc')).toBe('#aabbcc');
    expect(colorInputValue('#7A4DFF80')).toBe('#7a4dff');
    expect(colorInputValue('red')).toBeNull();
  });
});
