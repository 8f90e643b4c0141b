import type { AdminLead } from '@afterlook/api';

/**
 * The lead as a receiver elsewhere reads it: its picture URLs absolute, on the server's
 * public address (`publicUrl`), still signed and expiring as they were. A URL that is
 * absolute already (an S3 presigned one) stays as it is.
 */
export function withAbsolutePictureUrls(lead: AdminLead, publicUrl: string): AdminLead {
  const absolute = (url: string) => new URL(url, publicUrl).href;
  return {
    ...lead,
    images: {
      ...lead.images,
      before_url: lead.images.before_url === null ? null : absolute(lead.images.before_url),
      after_urls: lead.images.after_urls.map(absolute),
    },
  };
}
