import type { AdminLead, AdminLeadImages } from '@afterlook/api';

/**
 * The lead as a receiver elsewhere reads it: its picture URLs, and its visits', absolute
 * on the server's public address (`publicUrl`), still signed and expiring as they were.
 * A URL that is absolute already (an S3 presigned one) stays as it is.
 */
export function withAbsolutePictureUrls(lead: AdminLead, publicUrl: string): AdminLead {
  const absolute = (url: string) => new URL(url, publicUrl).href;
  const images = (pictures: AdminLeadImages): AdminLeadImages => ({
    ...pictures,
    before_url: pictures.before_url === null ? null : absolute(pictures.before_url),
    after_urls: pictures.after_urls.map(absolute),
  });
  return {
    ...lead,
    images: images(lead.images),
    visits: lead.visits.map((visit) => ({ ...visit, images: images(visit.images) })),
  };
}
