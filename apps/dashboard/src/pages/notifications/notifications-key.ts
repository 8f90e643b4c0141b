/** The member's notification settings (the page) and the webhook incident (the banner). */
export const NOTIFICATIONS_KEY = ['admin', 'notifications'] as const;
