import type { KbTopic, Procedure } from '@afterlook/domain';

/** An entry the kb engine can answer with: the domain's, the clinic's services or its FAQ. */
export interface KbDocument {
  readonly id: string;
  readonly topic: KbTopic | 'services' | 'faq';
  readonly procedure: Procedure | null;
  readonly question: string;
  readonly answer: string;
  /** Extra words visitors use for it (aliases, topic words); searched, never shown. */
  readonly keywords: string;
}
