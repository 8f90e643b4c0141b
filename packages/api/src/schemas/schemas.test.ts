import { describe, expect, it } from 'vitest';
import { ClinicInfo } from './clinic.ts';
import { ImagesBatchRequest } from './images.ts';
import { formatLocation } from './location.ts';
import { TransformRequest } from './transforms.ts';

describe('wire schemas', () => {
  it('accept the spec wire names and reject an unknown procedure', () => {
    expect(
      TransformRequest.safeParse({
        image_url: 'https://cdn.example/a.png',
        procedure_types: ['TUMMY_TUCK'],
        procedure_view: 'BODY_FRONT',
      }).success,
    ).toBe(true);
    expect(
      ImagesBatchRequest.safeParse({
        images: [{ view_type: 'BODY_FRONT', procedure_types: ['NOSE_JOB'] }],
      }).success,
    ).toBe(false);
  });

  it('reject a theme colour that is not hex', () => {
    const info = {
      clinic_name: 'x',
      logo_url: null,
      website_url: null,
      themeColor: 'red',
      fontFamily: null,
      procedures: [],
      allowed_origins: [],
      booking_url: null,
      mixpanel_token: null,
      phone_countries: { allowed: ['US'], default_country: 'US' },
    };
    expect(ClinicInfo.safeParse(info).success).toBe(false);
    expect(ClinicInfo.safeParse({ ...info, themeColor: '#00B7F4' }).success).toBe(true);
  });

  it("format a location as 'city, subdivision' or 'Unknown'", () => {
    expect(formatLocation({ city: 'London', subdivision: 'England' })).toBe('London, England');
    expect(formatLocation({ city: '', subdivision: 'Texas' })).toBe('Texas');
    expect(formatLocation({ city: ' ', subdivision: '' })).toBe('Unknown');
  });
});
