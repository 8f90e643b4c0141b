import { EXTRA_QUESTION_TOPICS } from './topic-knowledge.ts';

/**
 * What a doctor-chat question is about, apart from which procedure it names
 * (docs/product/doctor-chat.md): the chat answers the pair.
 */
export const DOCTOR_TOPICS = [
  'about',
  'cost',
  'recovery',
  'risks',
  'candidacy',
  ...EXTRA_QUESTION_TOPICS,
  'simulation',
  'booking',
  'off_topic',
  'greeting',
] as const;
export type DoctorTopic = (typeof DOCTOR_TOPICS)[number];
