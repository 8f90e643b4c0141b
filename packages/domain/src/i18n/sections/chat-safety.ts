import { defineSection } from '../define-section.ts';

/**
 * The chat's answers to a patient in crisis or at risk (docs/product/chat-safety.md):
 * first what to call now, then their surgeon or doctor; no procedure facts, no
 * simulation, no pitch. {emergency} and {crisisLine} come from the clinic's country
 * (emergency-numbers.ts).
 */
export const chatSafety = defineSection({
  en: {
    self_harm:
      "Please call {crisisLine} now, or {emergency} if you might act on these thoughts or are in danger right now. You don't have to go through this alone: they are there to listen, day and night. When you can, tell your doctor or your surgeon how you are feeling too.",
    overdose:
      'Call {emergency} now: this is a medical emergency. Tell them what was taken, how much and when, and keep the packaging if you can. Then let your surgeon or doctor know.',
    post_op_emergency:
      'Call {emergency} now or go to the nearest emergency department: this can be a medical emergency, and minutes can matter. Then contact your surgeon. Please don’t wait for an online answer.',
    minor:
      'Cosmetic procedures are for adults, so I can’t show simulations or give advice about them to anyone under 18. If something about your body worries you, please talk to a parent or your family doctor. If you ever feel overwhelmed, you can call {crisisLine}.',
    body_distress:
      'I’m sorry you’re feeling this way. You deserve support, not judgement: your doctor or a mental-health professional can help with how you feel about your body and about eating. If it ever feels like too much, please call {crisisLine}, or {emergency} if you are in danger.',
  },
  es: {
    self_harm:
      'Por favor, llama ahora a {crisisLine}, o al {emergency} si podrías hacerte daño o estás en peligro en este momento. No tienes que pasar por esto en soledad: ahí te escuchan, de día y de noche. Cuando puedas, cuéntale también a tu médico o a tu cirujano cómo te sientes.',
    overdose:
      'Llama ahora al {emergency}: es una emergencia médica. Di qué se tomó, cuánto y cuándo, y guarda el envase si puedes. Después avisa a tu cirujano o a tu médico.',
    post_op_emergency:
      'Llama ahora al {emergency} o ve al servicio de urgencias más cercano: puede ser una emergencia médica y cada minuto cuenta. Después contacta a tu cirujano. Por favor, no esperes una respuesta en línea.',
    minor:
      'Los procedimientos estéticos son para personas adultas, así que no puedo mostrar simulaciones ni dar consejos sobre ellos a menores de 18 años. Si algo de tu cuerpo te preocupa, habla con tu madre, tu padre o tu médico de cabecera. Si alguna vez te sientes desbordado o desbordada, puedes llamar a {crisisLine}.',
    body_distress:
      'Siento que te sientas así. Mereces apoyo, no juicios: tu médico o un profesional de salud mental pueden ayudarte con cómo te sientes respecto a tu cuerpo y a la comida. Si en algún momento es demasiado, llama a {crisisLine}, o al {emergency} si estás en peligro.',
  },
});
